import Close from '@mui/icons-material/Close';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadingView } from '../../components/LoadingView';
import { ReportFrame } from './ReportFrame';
import type { Report } from './report-selection';

interface ReportViewProps {
  clientCode: string;
  applicationCode: string;
  applicationName: string;
  report: Report | null;
  /** The application has no report categories at all. */
  isEmpty: boolean;
  /** The code in the route, when it names a report that is not listed. */
  missingReportCode: string | null;
  isLoading: boolean;
  /** The categories query failed (spec 1 §2: the query error is passed to the report view). */
  error: unknown;
  onRetry: () => void;
  onClear: () => void;
}

/** The chosen report in a sandboxed frame, or why there is none. */
export function ReportView({
  clientCode,
  applicationCode,
  applicationName,
  report,
  isEmpty,
  missingReportCode,
  isLoading,
  error,
  onRetry,
  onClear,
}: ReportViewProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Box sx={{ p: 3 }}>
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('reportsPage.retry')}
            </Button>
          }
        >
          {t('reportsPage.loadFailed')}
        </Alert>
      </Box>
    );
  }
  if (isLoading) return <LoadingView />;
  if (isEmpty) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'center', textAlign: 'center', height: '100%', p: 4 }}>
        <InsertChartOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h6" component="h2">
          {t('reportsPage.emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          {t('reportsPage.empty', { applicationName })}
        </Typography>
      </Stack>
    );
  }
  if (missingReportCode) {
    return (
      <Box sx={{ p: 3 }}>
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onClear}>
              {t('reportsPage.clear')}
            </Button>
          }
        >
          {t('reportsPage.reportNotFound', { reportCode: missingReportCode, applicationName })}
        </Alert>
      </Box>
    );
  }
  if (!report) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'center', textAlign: 'center', height: '100%', p: 4 }}>
        <InsertChartOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h6" component="h2">
          {t('reportsPage.chooseReport')}
        </Typography>
        <Typography color="text.secondary">{t('reportsPage.chooseReportMessage')}</Typography>
      </Stack>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
          {report.name}
        </Typography>
        <Button size="small" href={report.url} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNew fontSize="small" />}>
          {t('reportsPage.openInNewTab')}
        </Button>
        <Tooltip title={t('reportsPage.clear')}>
          <IconButton size="small" aria-label={t('reportsPage.clear')} onClick={onClear}>
            <Close fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        {t('reportsPage.embedHint')}
      </Typography>
      <ReportFrame key={report.code} clientCode={clientCode} applicationCode={applicationCode} report={report} />
    </Box>
  );
}
