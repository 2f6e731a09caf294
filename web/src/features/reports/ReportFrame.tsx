import { useQuery } from '@apollo/client/react';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { findReportUrlProblem, REPORT_FRAME_SANDBOX, type Report } from './report-selection';

/**
 * A frame from another site gives no error the page can read: a refused or unknown host shows the
 * browser's own error page inside it, and its load event fires all the same. So the server tries
 * the report's address alongside (the reports module's reachability check), and says why it fails.
 */
export const ReportReachabilityQuery = graphql(`
  query ReportReachability($clientCode: String!, $applicationCode: String!, $reportCode: String!) {
    gdsReportReachability(clientCode: $clientCode, applicationCode: $applicationCode, reportCode: $reportCode) {
      isReachable
      problem
    }
  }
`);

/** How long a report may take before the page says it may be unreachable (a frame that never loads). */
export const REPORT_LOAD_TIMEOUT_MS = 15_000;

const subscribeToConnection = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

interface ReportFrameProps {
  clientCode: string;
  applicationCode: string;
  report: Report;
}

/** The chosen report in a sandboxed frame, explaining when its address cannot be reached. Key it by report. */
export function ReportFrame({ clientCode, applicationCode, report }: ReportFrameProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [loadState, setLoadState] = useState<'loading' | 'loaded' | 'timedOut'>('loading');
  const isOnline = useSyncExternalStore(subscribeToConnection, () => navigator.onLine);
  const urlProblem = findReportUrlProblem(report.url);
  // Asked again on every attempt; a failed check says nothing (the frame may still load).
  const reachability = useQuery(ReportReachabilityQuery, {
    variables: { clientCode, applicationCode, reportCode: report.code },
    fetchPolicy: 'network-only',
    skip: Boolean(urlProblem) || !isOnline,
  });
  const serverProblem =
    reachability.data?.gdsReportReachability.isReachable === false ? reachability.data.gdsReportReachability.problem : null;

  useEffect(() => {
    if (urlProblem || loadState !== 'loading') return;
    const timer = window.setTimeout(() => setLoadState('timedOut'), REPORT_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [urlProblem, loadState, attempt]);

  const openInNewTab = (
    <Button
      color="inherit"
      size="small"
      href={report.url}
      target="_blank"
      rel="noopener noreferrer"
      startIcon={<OpenInNew fontSize="small" />}
    >
      {t('reportsPage.openInNewTab')}
    </Button>
  );

  if (urlProblem) {
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="error" role="alert" action={urlProblem === 'notHttps' ? openInNewTab : undefined}>
          {t(`reportsPage.unreachable.${urlProblem}`, { url: report.url })}
        </Alert>
      </Box>
    );
  }

  const host = new URL(report.url).host;
  let problem: string | null = null;
  if (!isOnline) problem = t('reportsPage.unreachable.offline');
  else if (serverProblem) problem = t(`reportsPage.unreachable.server.${serverProblem}`, { host });
  else if (loadState === 'timedOut') problem = t('reportsPage.unreachable.timedOut', { host });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      {problem ? (
        <Alert
          severity="warning"
          role="alert"
          sx={{ borderRadius: 0 }}
          action={
            <Stack direction="row" spacing={1}>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setAttempt((current) => current + 1);
                  setLoadState('loading');
                  void reachability.refetch().catch(() => undefined);
                }}
              >
                {t('reportsPage.retry')}
              </Button>
              {openInNewTab}
            </Stack>
          }
        >
          {problem}
        </Alert>
      ) : null}
      <Box
        component="iframe"
        key={attempt}
        src={report.url}
        title={report.name}
        sandbox={REPORT_FRAME_SANDBOX}
        referrerPolicy="no-referrer"
        onLoad={() => setLoadState('loaded')}
        sx={{ flex: 1, width: '100%', border: 0, bgcolor: 'background.paper', minHeight: 480 }}
      />
    </Box>
  );
}
