import AppsOutlined from '@mui/icons-material/AppsOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { LoadingView } from '../../components/LoadingView';
import { StatusPage } from '../../components/StatusPage';
import { hasErrorCode } from '../../lib/graphql/errors';
import {
  buildConceptsPath,
  createPermissionsValue,
  CurrentClientContext,
  PermissionsContext,
  useCurrentApplication,
  type UserClient,
  useSignedInUser,
  writeLastClientCode,
} from '../../session';
import { ApplicationSwitcher } from './ApplicationSwitcher';
import { ClientNotFoundView } from './ClientNotFoundView';
import { ClientSwitcher } from './ClientSwitcher';
import { CreativeMenu } from './CreativeMenu';
import { CurrentApplicationProvider } from './CurrentApplicationProvider';
import { MyPermissionsQuery } from './permissions-query';
import { ShellLayout } from './ShellLayout';
import { useTrackCurrentUser } from './use-track-current-user';

/** `/:clientCode/creative/*`: resolves the client from the URL, then the shell around the page. */
export function CreativeShell() {
  const { clientCode = '' } = useParams();
  const user = useSignedInUser();
  const client = user.clients.find((candidate) => candidate.code === clientCode);

  useEffect(() => {
    if (client) writeLastClientCode(client.code);
  }, [client]);

  if (!client) {
    return (
      <ShellLayout homePath="/">
        <ClientNotFoundView clientCode={clientCode} />
      </ShellLayout>
    );
  }
  return (
    <CurrentClientContext value={client}>
      <CurrentApplicationProvider key={client.code}>
        <ClientShell key={client.code} client={client} />
      </CurrentApplicationProvider>
    </CurrentClientContext>
  );
}

function ClientShell({ client }: { client: UserClient }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(MyPermissionsQuery, { variables: { clientCode: client.code } });
  const permissions = useMemo(() => (data ? createPermissionsValue(data.myPermissions) : null), [data]);
  const hasApplications = client.applications.length > 0;
  const currentApplication = useCurrentApplication().application;
  useTrackCurrentUser(client.code, currentApplication?.code ?? null, Boolean(permissions?.can('creative:access')));

  let content: ReactNode;
  let isMenuShown = false;
  const isLoadingPermissions = loading && !permissions;
  if (isLoadingPermissions) {
    content = <LoadingView />;
  } else if (hasErrorCode(error, 'NOT_FOUND')) {
    // Access can be withdrawn after `me` was loaded; the server then answers "not found".
    content = <ClientNotFoundView clientCode={client.code} />;
  } else if (error || !permissions) {
    content = (
      <StatusPage
        icon={<ErrorOutline />}
        title={t('status.permissionsFailed.title')}
        message={t('status.permissionsFailed.message', { clientName: client.name })}
        action={
          <Button variant="contained" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (!permissions.can('creative:access')) {
    content = (
      <StatusPage
        icon={<LockOutlined />}
        title={t('status.noCreativeAccess.title')}
        message={t('status.noCreativeAccess.message', { clientName: client.name })}
      />
    );
  } else if (!hasApplications) {
    content = <StatusPage icon={<AppsOutlined />} title={t('status.noApps.title')} message={t('status.noApps.message')} />;
  } else {
    isMenuShown = true;
    content = <Outlet />;
  }

  const switchers = (
    <>
      <ClientSwitcher clientCode={client.code} fullWidth />
      <ApplicationSwitcher fullWidth />
    </>
  );

  // Always the same tree: wrapping the shell only once permissions arrive remounted it, closing a menu opened while loading.
  return (
    <PermissionsContext value={permissions}>
      <ShellLayout
        homePath={buildConceptsPath(client.code)}
        switchers={switchers}
        // While the permissions load, the navigation keeps its place (empty), so the page does not
        // move sideways when the menu arrives.
        menu={isMenuShown ? <CreativeMenu /> : isLoadingPermissions ? <Box /> : null}
      >
        {content}
      </ShellLayout>
    </PermissionsContext>
  );
}
