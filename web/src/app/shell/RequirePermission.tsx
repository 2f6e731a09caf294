import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from '../../components/StatusPage';
import { isAllowed, type AccessRule } from '../../lib/permissions';
import { buildConceptsPath, useCurrentClient, usePermissions } from '../../session';

/** Renders the page only when the user's permissions satisfy the route's rule. */
export function RequirePermission({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const { permissions } = usePermissions();
  if (!isAllowed(rule, permissions)) return <NoAccessView />;
  return children;
}

export function NoAccessView() {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { can } = usePermissions();
  const canOpenConcepts = can('creative:access');
  return (
    <StatusPage
      icon={<LockOutlined />}
      title={t('status.noAccess.title')}
      message={t('status.noAccess.message', { clientName: client.name })}
      action={
        canOpenConcepts ? (
          <Button variant="contained" component={RouterLink} to={buildConceptsPath(client.code)}>
            {t('status.noAccess.action')}
          </Button>
        ) : null
      }
    />
  );
}
