import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { AdSyncRunFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format-date';
import { readMetricsSummary, readRunSummary } from './summary';

type Run = AdSyncRunFieldsFragment;

const STATUS_COLOURS: Record<string, 'success' | 'error' | 'warning' | 'default'> = {
  succeeded: 'success',
  failed: 'error',
  waiting: 'warning',
};

export function RunStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status] ?? 'default'}
      label={t(`adNetworks.status.${status}` as 'adNetworks.status.running', { defaultValue: status })}
    />
  );
}

/** What a run did (its summary), or the network's message when it failed or waits. */
export function RunResult({ run, locale }: { run: Run; locale: string }) {
  const { t } = useTranslation();
  if (run.status === 'failed') return <>{run.error}</>;
  if (run.status === 'waiting')
    return <>{t('adNetworks.runs.waitsUntil', { time: formatDateTime(run.waitUntil, locale), message: run.error ?? '' })}</>;
  if (run.status === 'running') return <>{t('adNetworks.status.running')}</>;
  if (run.kind === 'metrics') {
    const summary = readMetricsSummary(run.summary);
    return <>{t('adNetworks.metricsSummaryLine', summary)}</>;
  }
  const summary = readRunSummary(run.summary);
  return <>{t('adNetworks.summaryLine', { ...summary.ads, linked: summary.linked, suggested: summary.suggested })}</>;
}
