import { useQuery } from '@apollo/client/react';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import { buildAdCopyPath, useCurrentApplication, useCurrentClient } from '../../session';
import { LoadingView } from '../../components/LoadingView';
import { PageErrorView } from '../../components/PageErrorView';
import { StatusPage } from '../../components/StatusPage';
import { hasErrorCode } from '../../lib/graphql/errors';
import { AdCopyEditor } from './AdCopyEditor';
import { AdCopyNetworksQuery, AdCopyQuery } from './ad-copy-queries';

/** /ad-copy/create (no code) and /ad-copy/:adCopyCode. */
export function AdCopyEditorPage() {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { application } = useCurrentApplication();
  const { adCopyCode } = useParams();
  const applicationCode = application?.code ?? '';
  const networks = useQuery(AdCopyNetworksQuery, { variables: { clientCode: client.code, applicationCode }, skip: !application });
  const copy = useQuery(AdCopyQuery, {
    variables: { clientCode: client.code, applicationCode, adCopyCode: adCopyCode ?? '' },
    skip: !application || !adCopyCode,
    // Spec 2 §7: the editor reads the copy afresh each time.
    fetchPolicy: 'network-only',
  });

  if (!application) return <StatusPage icon={<AppsOutlined />} title={t('status.noApps.title')} message={t('status.noApps.message')} />;
  if (adCopyCode && copy.error && hasErrorCode(copy.error, 'NOT_FOUND')) {
    return (
      <StatusPage
        icon={<SearchOff />}
        title={t('adCopy.editor.loadFailed')}
        message={copy.error.message}
        action={
          <Button component={RouterLink} to={buildAdCopyPath(client.code)} variant="contained">
            {t('adCopy.list.title')}
          </Button>
        }
      />
    );
  }
  if ((adCopyCode && copy.error && !copy.data) || (networks.error && !networks.data)) {
    return (
      <PageErrorView
        onRetry={() => {
          void networks.refetch();
          if (adCopyCode) void copy.refetch();
        }}
      />
    );
  }
  if ((adCopyCode && !copy.data) || !networks.data) return <LoadingView />;
  return (
    <AdCopyEditor
      // A different copy (or a new one after a copy) starts a fresh form.
      key={`${application.code}/${adCopyCode ?? 'new'}`}
      clientCode={client.code}
      application={application}
      stored={copy.data?.adCopy ?? null}
      networks={networks.data.adCopyNetworks}
      onReload={() => copy.refetch()}
    />
  );
}
