import AppsOutlined from '@mui/icons-material/AppsOutlined';
import { useTranslation } from 'react-i18next';
import { useCurrentApplication, useCurrentClient, useFullWidthPage } from '../../session';
import { NoticeSnackbar, useRouteNotice } from '../../components/NoticeSnackbar';
import { StatusPage } from '../../components/StatusPage';
import { ConceptsListView } from './list/ConceptsListView';

/** /{clientCode}/creative/concepts: the concepts of the current application. */
export function ConceptsPage() {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { application } = useCurrentApplication();
  // e.g. 'Concept not found' after an editor could not load its concept.
  const { notice, hideNotice } = useRouteNotice();
  // The grid uses a wide monitor's whole width.
  useFullWidthPage();

  if (!application) {
    return <StatusPage icon={<AppsOutlined />} title={t('status.noApps.title')} message={t('status.noApps.message')} />;
  }
  return (
    <>
      <ConceptsListView
        // Each client and application keeps its own folders, columns and search.
        key={`${client.code}/${application.code}`}
        clientCode={client.code}
        applicationCode={application.code}
        applicationName={application.name}
      />
      <NoticeSnackbar notice={notice} onClose={hideNotice} />
    </>
  );
}
