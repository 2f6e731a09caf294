import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import { darken } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadingView } from '../../components/LoadingView';
import { ConceptAnalyticsQuery } from './analytics-queries';
import { FatigueChip, fatigueLevels } from './FatigueChip';
import { explainFigure, MetricFigure, MetricHeader, noRateText } from './MetricFigure';
import { MetricsLegend, MissingRatesNotice } from './MetricsLegend';
import { compareWith, formatMetric, HEADLINE_METRICS, presetRange, type MetricName, type Metrics, type RangePreset } from './metrics';
import { RangeControls } from './RangeControls';

const TrendChart = lazy(() => import('./TrendChart'));

export interface ConceptAnalyticsTabProps {
  clientCode: string;
  applicationCode: string;
  conceptCode: string;
}

const TABLE_METRICS: readonly MetricName[] = ['spend', 'impressions', 'installs', 'ctr', 'ipm', 'cpi', 'revenue', 'roas'];

/** Tab 6 of the concept editor: how the concept's linked ads perform, against the application's median concept. */
export function ConceptAnalyticsTab({ clientCode, applicationCode, conceptCode }: ConceptAnalyticsTabProps) {
  const { t } = useTranslation();
  const [days, setDays] = useState<RangePreset>(30);
  const [channel, setChannel] = useState('');
  const [trendMetric, setTrendMetric] = useState<MetricName>('ipm');
  const range = presetRange(days);
  const { data, error, loading } = useQuery(ConceptAnalyticsQuery, {
    variables: { clientCode, applicationCode, conceptCode, ...range, channelCode: channel || null },
  });
  const analytics = data?.conceptAnalytics;
  const currency = analytics?.currency ?? 'USD';
  const format = (metric: MetricName, value: number | null | undefined) => formatMetric(metric, value, currency);

  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2">
            {t('analytics.tab.title')}
          </Typography>
          {analytics ? (
            <Typography variant="caption" color="text.secondary">
              {t('analytics.money.reportingCurrency', { currency })}
            </Typography>
          ) : null}
        </Box>
        <RangeControls days={days} onDaysChange={setDays} channel={channel} onChannelChange={setChannel} />
      </Stack>
      {error && <Alert severity="error">{t('analytics.tab.loadFailed', { message: error.message })}</Alert>}
      {loading && !analytics && <LoadingView />}
      {analytics?.fatigue && (
        <Alert severity="warning" icon={false} action={<FatigueChip fatigue={analytics.fatigue} />}>
          <strong>{t('analytics.fatigue.title', { day: analytics.fatigue.onsetDay })}</strong>
          <br />
          {t('analytics.fatigue.detail', fatigueLevels(analytics.fatigue))}
        </Alert>
      )}
      {analytics && analytics.days.length === 0 && <Alert severity="info">{t('analytics.tab.noData')}</Alert>}
      {analytics && analytics.days.length > 0 && (
        <>
          <MissingRatesNotice metrics={analytics.headline} currency={currency} />
          <Box
            component="section"
            aria-label={t('analytics.tab.title')}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)', xl: 'repeat(8, 1fr)' } }}
          >
            {HEADLINE_METRICS.map((metric) => (
              <HeadlineCard
                key={metric}
                metric={metric}
                metrics={analytics.headline}
                currency={currency}
                median={format(metric, analytics.applicationMedian[metric])}
                comparison={compareWith(metric, analytics.headline[metric], analytics.applicationMedian[metric])}
              />
            ))}
          </Box>
          <Typography variant="caption" color="text.secondary">
            {t('analytics.tab.medianOf', { count: analytics.conceptCount })}
          </Typography>
          <MetricsLegend currency={currency} />
          <Box component="section">
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
                {t('analytics.tab.trend')}
              </Typography>
              <TextField
                select
                size="small"
                label={t('analytics.tab.trendMetric')}
                value={trendMetric}
                onChange={(event) => setTrendMetric(event.target.value as MetricName)}
                sx={{ minWidth: 140 }}
              >
                {HEADLINE_METRICS.map((metric) => (
                  <MenuItem key={metric} value={metric}>
                    {t(`analytics.metrics.${metric}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <Suspense fallback={<Typography color="text.secondary">{t('analytics.tab.chartLoading')}</Typography>}>
              <TrendChart
                days={analytics.days.map((day) => day.day)}
                series={[
                  { label: t(`analytics.metrics.${trendMetric}`), values: analytics.days.map((day) => day.metrics[trendMetric] ?? null) },
                ]}
                format={(value) => format(trendMetric, value)}
              />
            </Suspense>
          </Box>
          <Box component="section">
            <Typography variant="subtitle1" component="h3">
              {t('analytics.tab.assets')}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              {t('analytics.tab.allocation', { rule: analytics.allocationRule })}
            </Typography>
            {analytics.assets.length === 0 ? (
              <Typography color="text.secondary">{t('analytics.tab.noAssets')}</Typography>
            ) : (
              <MetricsTable
                label={t('analytics.tab.assets')}
                firstColumn={t('analytics.tab.asset')}
                rows={analytics.assets.map((asset) => ({
                  key: asset.code,
                  cells: [
                    <Stack key="asset" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{asset.name}</span>
                      {asset.fatigue ? <FatigueChip fatigue={asset.fatigue} /> : null}
                    </Stack>,
                  ],
                  metrics: asset.metrics,
                }))}
                currency={currency}
              />
            )}
          </Box>
          <Box component="section">
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {t('analytics.tab.ads')}
            </Typography>
            <MetricsTable
              label={t('analytics.tab.ads')}
              firstColumn={t('analytics.tab.ad')}
              extraColumns={[t('analytics.tab.campaign'), t('analytics.tab.channel')]}
              rows={analytics.ads.map((ad) => ({
                key: ad.adCode,
                cells: [
                  <Link
                    key="ad"
                    component={RouterLink}
                    to={`?tab=adLink&assetSet=${encodeURIComponent(ad.assetSetCode)}`}
                    title={t('analytics.tab.openInAdUsage')}
                  >
                    {ad.adName}
                  </Link>,
                  ad.campaignName,
                  ad.channelCode,
                ],
                metrics: ad.metrics,
              }))}
              currency={currency}
            />
          </Box>
        </>
      )}
    </Stack>
  );
}

function HeadlineCard({
  metric,
  metrics,
  currency,
  median,
  comparison,
}: {
  metric: MetricName;
  metrics: Metrics;
  currency: string;
  median: string;
  comparison: { change: number; isBetter: boolean } | null;
}) {
  const { t } = useTranslation();
  const label = t(`analytics.metrics.${metric}`);
  const explanation = explainFigure(t, metric, metrics, currency);
  return (
    <Card variant="outlined">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography variant="overline" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography variant="h6" component="p" data-testid={`headline-${label}`}>
          <MetricFigure metric={metric} metrics={metrics} currency={currency} />
        </Typography>
        {explanation.computation ? (
          // The division a reader can check against the other cards.
          <Typography variant="caption" color="text.secondary" component="p" data-testid={`headline-${label}-inputs`}>
            = {explanation.computation}
          </Typography>
        ) : null}
        {explanation.isMissingRate && metric === 'spend' ? (
          <Typography
            variant="caption"
            component="p"
            sx={(theme) => ({
              color: theme.palette.mode === 'light' ? darken(theme.palette.warning.main, 0.4) : theme.palette.warning.light,
            })}
          >
            {noRateText(t, metrics)}
          </Typography>
        ) : null}
        {comparison && (
          <Typography variant="body2" color={comparison.isBetter ? 'success.main' : 'error.main'}>
            {t('analytics.tab.vsMedian', {
              change: `${comparison.change > 0 ? '+' : '−'}${Math.abs(comparison.change * 100).toFixed(0)} %`,
            })}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {t('analytics.tab.median', { value: median })}
        </Typography>
      </CardContent>
    </Card>
  );
}

interface TableRowData {
  key: string;
  cells: React.ReactNode[];
  metrics: Metrics;
}

function MetricsTable({
  label,
  firstColumn,
  extraColumns = [],
  rows,
  currency,
}: {
  label: string;
  firstColumn: string;
  extraColumns?: string[];
  rows: TableRowData[];
  currency: string;
}) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ minWidth: 180 }}>{firstColumn}</TableCell>
            {extraColumns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
            {TABLE_METRICS.map((metric) => (
              <TableCell key={metric} align="right" sx={{ px: 1 }}>
                <MetricHeader metric={metric} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} hover>
              {row.cells.map((cell, index) => (
                <TableCell key={index}>{cell}</TableCell>
              ))}
              {TABLE_METRICS.map((metric) => (
                <TableCell key={metric} align="right" sx={{ px: 1 }}>
                  <MetricFigure metric={metric} metrics={row.metrics} currency={currency} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
