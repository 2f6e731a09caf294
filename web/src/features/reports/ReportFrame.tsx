import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { findReportUrlProblem, REPORT_FRAME_SANDBOX, type Report } from './report-selection';

/**
 * How long a report may take before the page says it may be unreachable. A frame from another
 * site gives no error the page can read (a refused or unknown host shows the browser's own error
 * page inside it), so silence is the one sign there is.
 */
export const REPORT_LOAD_TIMEOUT_MS = 15_000;

const subscribeToConnection = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** The chosen report in a sandboxed frame, explaining when its address cannot be reached. Key it by report. */
export function ReportFrame({ report }: { report: Report }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [loadState, setLoadState] = useState<'loading' | 'loaded' | 'timedOut'>('loading');
  const isOnline = useSyncExternalStore(subscribeToConnection, () => navigator.onLine);
  const urlProblem = findReportUrlProblem(report.url);

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

  let problem: string | null = null;
  if (!isOnline) problem = t('reportsPage.unreachable.offline');
  else if (loadState === 'timedOut') problem = t('reportsPage.unreachable.timedOut', { host: new URL(report.url).host });

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
