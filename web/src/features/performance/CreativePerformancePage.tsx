import { useApolloClient, useQuery } from '@apollo/client/react';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { buildConceptsPath, useCurrentClient } from '../../session';
import { LoadingView } from '../../components/LoadingView';
import { PageHeader } from '../../components/PageHeader';
import {
  CreativePerformanceQuery,
  CreativePerformanceTrendQuery,
  ExportCreativePerformanceQuery,
  FatigueChip,
  formatMetric,
  MetricFigure,
  MetricHeader,
  METRICS,
  MetricsLegend,
  MissingRatesNotice,
  presetRange,
  RangeControls,
  TrendChart,
  type MetricName,
  type RangePreset,
} from '../analytics';

type View = 'leaderboard' | 'tag' | 'folder';
type Level = 'concept' | 'asset';
const MAX_COMPARE = 4;
/** ROAS's revenue is in its tooltip and the export: one more column would not fit beside the menu at 1440 px. */
const TABLE_METRICS: readonly MetricName[] = METRICS.filter((metric) => metric !== 'clicks' && metric !== 'revenue');

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
      <PerformanceBoard clientCode={client.code} applicationCode={application.code} />
    </>
  );
}

function PerformanceBoard({ clientCode, applicationCode }: { clientCode: string; applicationCode: string }) {
  const { t } = useTranslation();
  const apollo = useApolloClient();
  const [days, setDays] = useState<RangePreset>(30);
  const [channel, setChannel] = useState('');
  const [view, setView] = useState<View>('leaderboard');
  const [level, setLevel] = useState<Level>('concept');
  const [sortBy, setSortBy] = useState<MetricName>('spend');
  const [minSpendText, setMinSpendText] = useState('100');
  const [compare, setCompare] = useState<string[]>([]);
  const [compareMetric, setCompareMetric] = useState<MetricName>('ipm');
  const [exportError, setExportError] = useState<string | null>(null);
  const range = presetRange(days);
  const minSpend = Math.max(0, Number(minSpendText) || 0);
  const groupBy = view === 'leaderboard' ? level : view;
  const variables = { clientCode, applicationCode, ...range, channelCode: channel || null, groupBy, sortBy, minSpend };
  const { data, error, loading } = useQuery(CreativePerformanceQuery, { variables });
  const report = data?.creativePerformance;
  const currency = report?.currency ?? 'USD';
  const trend = useQuery(CreativePerformanceTrendQuery, {
    variables: { clientCode, applicationCode, ...range, channelCode: channel || null, groupBy: level, codes: compare },
    skip: compare.length === 0 || view !== 'leaderboard',
  });

  const changeLevel = (next: Level) => {
    setLevel(next);
    setCompare([]);
  };
  const toggleCompare = (code: string) =>
    setCompare((current) =>
      current.includes(code) ? current.filter((item) => item !== code) : current.length >= MAX_COMPARE ? current : [...current, code],
    );

  const exportCsv = async () => {
    setExportError(null);
    try {
      const result = await apollo.query({ query: ExportCreativePerformanceQuery, variables, fetchPolicy: 'network-only' });
      const csv = result.data?.exportCreativePerformance ?? '';
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = `creative-performance-${applicationCode}-${groupBy}-${range.from}-${range.to}.csv`;
      anchor.click();
      URL.revokeObjectURL(url);
    } catch (caught) {
      setExportError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  const firstColumn = view === 'tag' ? t('analytics.page.tag') : view === 'folder' ? t('analytics.page.folder') : t('analytics.page.name');
  const dayList = trend.data?.creativePerformanceTrend[0]?.days.map((day) => day.day) ?? [];
  const allDays = [...new Set((trend.data?.creativePerformanceTrend ?? []).flatMap((series) => series.days.map((day) => day.day)))].sort();

  return (
    <Stack spacing={2}>
      <Tabs value={view} onChange={(_event, next: View) => setView(next)} aria-label={t('analytics.page.view')}>
        <Tab value="leaderboard" label={t('analytics.page.leaderboard')} />
        <Tab value="tag" label={t('analytics.page.byTag')} />
        <Tab value="folder" label={t('analytics.page.byFolder')} />
      </Tabs>
      <RangeControls days={days} onDaysChange={setDays} channel={channel} onChannelChange={setChannel}>
        {view === 'leaderboard' && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={level}
            onChange={(_event, next: Level | null) => next && changeLevel(next)}
            aria-label={t('analytics.page.view')}
          >
            <ToggleButton value="concept">{t('analytics.page.concepts')}</ToggleButton>
            <ToggleButton value="asset">{t('analytics.page.assets')}</ToggleButton>
          </ToggleButtonGroup>
        )}
        <TextField
          size="small"
          type="number"
          label={t('analytics.page.minSpend')}
          helperText={t('analytics.page.minSpendHelp', { currency })}
          value={minSpendText}
          onChange={(event) => setMinSpendText(event.target.value)}
          slotProps={{ htmlInput: { min: 0, step: 50 } }}
          sx={{ width: 180 }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void exportCsv()}
          disabled={!report || report.rows.length === 0}
        >
          {t('analytics.page.export')}
        </Button>
      </RangeControls>
      {exportError && <Alert severity="error">{t('analytics.page.exportFailed', { message: exportError })}</Alert>}
      {error && <Alert severity="error">{t('analytics.page.loadFailed', { message: error.message })}</Alert>}
      {loading && !report && <LoadingView />}
      {report && (
        <>
          <MissingRatesNotice metrics={report.totals} currency={currency} />
          <Typography variant="body2" color="text.secondary">
            {t('analytics.money.reportingCurrency', { currency })}
            {' · '}
            {t('analytics.page.totals', {
              spend: formatMetric('spend', report.totals.spend, currency),
              installs: formatMetric('installs', report.totals.installs, currency),
              ipm: formatMetric('ipm', report.totals.ipm, currency),
            })}
            {' · '}
            {report.allocationRule}
            {view === 'tag' && ` ${t('analytics.page.tagsOverlap')}`}
          </Typography>
          {view === 'leaderboard' && compare.length > 0 && (
            <Paper
              variant="outlined"
              sx={{ p: 2 }}
              component="section"
              aria-label={t('analytics.page.compareTitle', { count: compare.length })}
            >
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
                  {t('analytics.page.compareTitle', { count: compare.length })}
                </Typography>
                <TextField
                  select
                  size="small"
                  label={t('analytics.tab.trendMetric')}
                  value={compareMetric}
                  onChange={(event) => setCompareMetric(event.target.value as MetricName)}
                  sx={{ minWidth: 140 }}
                >
                  {TABLE_METRICS.map((metric) => (
                    <MenuItem key={metric} value={metric}>
                      {t(`analytics.metrics.${metric}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <Button onClick={() => setCompare([])}>{t('analytics.page.clearCompare')}</Button>
              </Stack>
              {trend.data && dayList.length > 0 && (
                <Suspense fallback={<Typography color="text.secondary">{t('analytics.tab.chartLoading')}</Typography>}>
                  <TrendChart
                    days={allDays}
                    series={trend.data.creativePerformanceTrend.map((series) => {
                      const byDay = new Map(series.days.map((day) => [day.day, day.metrics[compareMetric] ?? null]));
                      return { label: series.name, values: allDays.map((day) => byDay.get(day) ?? null) };
                    })}
                    format={(value) => formatMetric(compareMetric, value, currency)}
                  />
                </Suspense>
              )}
            </Paper>
          )}
          {report.rows.length === 0 ? (
            <Alert severity="info">{t('analytics.page.empty')}</Alert>
          ) : (
            <>
              {view === 'leaderboard' && (
                <Typography variant="caption" color="text.secondary">
                  {t('analytics.page.compareHint')}
                </Typography>
              )}
              <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={t('analytics.page.leaderboard')}>
                  <TableHead>
                    <TableRow>
                      {view === 'leaderboard' && <TableCell padding="checkbox">{t('analytics.page.compare')}</TableCell>}
                      <TableCell>{t('analytics.page.rank')}</TableCell>
                      <TableCell>{firstColumn}</TableCell>
                      {TABLE_METRICS.map((metric) => (
                        <TableCell
                          key={metric}
                          align="right"
                          sx={{ px: 1 }}
                          sortDirection={sortBy === metric ? (metric === 'cpi' ? 'asc' : 'desc') : false}
                        >
                          <TableSortLabel
                            active={sortBy === metric}
                            direction={metric === 'cpi' ? 'asc' : 'desc'}
                            onClick={() => setSortBy(metric)}
                          >
                            <MetricHeader metric={metric} />
                          </TableSortLabel>
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.rows.map((row) => {
                      const code = row.code ?? row.name;
                      const conceptPath = row.conceptCode
                        ? `${buildConceptsPath(clientCode)}/${encodeURIComponent(row.conceptCode)}?tab=analytics`
                        : null;
                      return (
                        <TableRow key={code} hover data-testid="performance-row">
                          {view === 'leaderboard' && (
                            <TableCell padding="checkbox">
                              <Checkbox
                                size="small"
                                checked={compare.includes(code)}
                                disabled={!compare.includes(code) && compare.length >= MAX_COMPARE}
                                onChange={() => toggleCompare(code)}
                                slotProps={{ input: { 'aria-label': `${t('analytics.page.compare')} ${row.name}` } }}
                              />
                            </TableCell>
                          )}
                          <TableCell>
                            {row.enoughData ? (
                              (row.rank ?? '—')
                            ) : (
                              <Typography variant="caption" color="text.secondary">
                                {row.metrics.spend === null && row.metrics.missingRateCount > 0
                                  ? t('analytics.money.noRate')
                                  : t('analytics.page.notEnoughData')}
                              </Typography>
                            )}
                          </TableCell>
                          <TableCell sx={{ minWidth: 220 }}>
                            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                              {conceptPath ? (
                                <Link component={RouterLink} to={conceptPath}>
                                  {row.name}
                                </Link>
                              ) : (
                                <span>{row.name}</span>
                              )}
                              {row.fatigue && <FatigueChip fatigue={row.fatigue} />}
                            </Stack>
                          </TableCell>
                          {TABLE_METRICS.map((metric) => (
                            <TableCell key={metric} align="right" sx={{ px: 1 }}>
                              <MetricFigure metric={metric} metrics={row.metrics} currency={currency} />
                            </TableCell>
                          ))}
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </TableContainer>
            </>
          )}
          <MetricsLegend currency={currency} />
        </>
      )}
    </Stack>
  );
}
