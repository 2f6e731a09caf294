import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCurrentApplication, useCurrentClient } from '../../session';
import { DocumentTitle } from '../../components/DocumentTitle';
import { graphql } from '../../gql';
import { ChooseApplicationView } from './ChooseApplicationView';
import { ReportCategoryList } from './ReportCategoryList';
import { ReportView } from './ReportView';
import { buildReportPath, findReport } from './report-selection';

const ReportCategoriesQuery = graphql(`
  query ReportsPageCategories($clientCode: String!, $applicationCode: String!) {
    gdsReportCategories(clientCode: $clientCode, applicationCode: $applicationCode, product: "creative") {
      code
      name
      gdsReports {
        code
        name
        url
      }
    }
  }
`);

/** /reports, /reports/:applicationCode and /reports/:applicationCode/:reportCode (spec 1 §2), borderless. */
export function ReportsPage() {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { application: currentApplication } = useCurrentApplication();
  const { applicationCode, reportCode } = useParams();

  // Spec 1 §2: /reports is the "no application chosen" state; the report categories wait for a choice.
  if (!applicationCode) return <ChooseApplicationView currentApplicationCode={currentApplication?.code ?? null} />;
  const application = client.applications.find((candidate) => candidate.code === applicationCode);
  if (!application) {
    return (
      <>
        <DocumentTitle title={t('reportsPage.title')} />
        <Alert severity="warning">{t('reportsPage.applicationNotFound', { applicationCode, clientName: client.name })}</Alert>
      </>
    );
  }
  return <ApplicationReports applicationCode={application.code} applicationName={application.name} reportCode={reportCode ?? null} />;
}

function ApplicationReports({
  applicationCode,
  applicationName,
  reportCode,
}: {
  applicationCode: string;
  applicationName: string;
  reportCode: string | null;
}) {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const navigate = useNavigate();
  // Not cached (spec 1 §7): report links are administered elsewhere and change without notice.
  const { data, loading, error, refetch } = useQuery(ReportCategoriesQuery, {
    variables: { clientCode: client.code, applicationCode },
    fetchPolicy: 'network-only',
  });
  const categories = data?.gdsReportCategories ?? null;
  // Derived from the route on every render: it preselects once data loads and follows route changes.
  const report = findReport(categories, reportCode);
  const missingReportCode = categories && reportCode && !report ? reportCode : null;
  const selectReport = (code: string | null) => void navigate(buildReportPath(client.code, applicationCode, code));

  return (
    <Box
      sx={{
        // Borderless: the page takes the whole content area, cancelling the shell's padding.
        mx: { xs: -2, sm: -3, md: -5 },
        my: { xs: -3, md: -4 },
        height: { xs: 'calc(100vh - 56px)', sm: 'calc(100vh - 64px)' },
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        minHeight: 0,
      }}
    >
      <DocumentTitle title={report ? `${report.name} · ${t('reportsPage.title')}` : t('reportsPage.title')} />
      <Box
        component="aside"
        sx={{
          width: { md: 300 },
          flex: 'none',
          maxHeight: { xs: 260, md: 'none' },
          overflowY: 'auto',
          borderRight: { md: 1 },
          borderBottom: { xs: 1, md: 0 },
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ px: 2, pt: 2, pb: 1 }}>
          <Typography variant="h5" component="h1">
            {t('reportsPage.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {applicationName}
          </Typography>
        </Box>
        <Divider />
        {loading && !categories ? (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {t('reportsPage.loading')}
          </Typography>
        ) : null}
        {categories ? <ReportCategoryList categories={categories} selectedCode={report?.code ?? null} onSelect={selectReport} /> : null}
      </Box>
      <Box component="section" aria-label={report?.name ?? t('reportsPage.chooseReport')} sx={{ flex: 1, minWidth: 0, minHeight: 0 }}>
        <ReportView
          clientCode={client.code}
          applicationCode={applicationCode}
          applicationName={applicationName}
          report={report}
          isEmpty={categories?.length === 0}
          missingReportCode={missingReportCode}
          isLoading={loading && !categories}
          error={categories ? null : error}
          onRetry={() => void refetch()}
          onClear={() => selectReport(null)}
        />
      </Box>
    </Box>
  );
}
