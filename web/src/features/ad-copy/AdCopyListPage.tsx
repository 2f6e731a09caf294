import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { buildAdCopyCreatePath } from '../../app/paths';
import { useCurrentApplication } from '../../app/shell/current-application';
import { useCurrentClient } from '../../app/shell/current-client';
import { usePermissions } from '../../app/shell/permissions-context';
import { PageHeader } from '../../components/PageHeader';
import { UnavailableNotice } from '../../components/UnavailableNotice';

export function AdCopyListPage() {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { application } = useCurrentApplication();
  const { can } = usePermissions();
  const applicationName = application?.name ?? '';

  return (
    <>
      <PageHeader
        title={t('adCopy.list.title')}
        subtitle={applicationName}
        actions={
          can('adCopy:create') ? (
            <Button variant="contained" startIcon={<Add />} component={RouterLink} to={buildAdCopyCreatePath(client.code)}>
              {t('adCopy.list.addNew')}
            </Button>
          ) : null
        }
      />
      <UnavailableNotice message={t('adCopy.list.unavailable', { applicationName })} />
    </>
  );
}
