import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentClient } from '../../app/shell/current-client';
import { PageHeader } from '../../components/PageHeader';
import { UnavailableNotice } from '../../components/UnavailableNotice';

export function CreativePerformancePage() {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { applicationCode = '' } = useParams();
  const application = client.applications.find((candidate) => candidate.code === applicationCode);

  if (!application) {
    return (
      <>
        <PageHeader title={t('performance.title')} />
        <Alert severity="warning">{t('reports.applicationNotFound', { applicationCode, clientName: client.name })}</Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('performance.title')} subtitle={t('performance.subtitle', { applicationName: application.name })} />
      <UnavailableNotice message={t('performance.unavailable', { applicationName: application.name })} />
    </>
  );
}
