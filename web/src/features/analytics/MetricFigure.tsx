import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import { darken } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  findRatioInputs,
  formatAmounts,
  formatMetric,
  isRatio,
  listMissingRates,
  MONEY_METRICS,
  RATIOS,
  type MetricName,
  type Metrics,
  type RatioName,
} from './metrics';

/** What a figure needs said beside it: why it is empty, what a ratio divides, where money came from. */
export interface FigureExplanation {
  /** Money left empty because a day of it has no exchange rate. */
  isMissingRate: boolean;
  /** A ratio computed from part of the rows (its inputs differ from the shown figures). */
  isPartial: boolean;
  /** The ratio's division as shown figures ("$196 ÷ 90"), when it has a value. */
  computation: string | null;
  /** Every sentence of the explanation, in reading order. */
  lines: string[];
}

export function noRateText(t: TFunction, metrics: Metrics) {
  const { list, more } = listMissingRates(metrics);
  return more > 0 ? t('analytics.money.noRateForMore', { list, count: more }) : t('analytics.money.noRateFor', { list });
}

/** The explanation of one figure of a row (pure: the table cells and the headline cards read it). */
export function explainFigure(t: TFunction, metric: MetricName, metrics: Metrics, currency: string): FigureExplanation {
  const lines: string[] = [];
  const value = metrics[metric];
  const isMissingRate = MONEY_METRICS.has(metric) && (value === null || value === undefined) && metrics.missingRateCount > 0;
  let isPartial = false;
  let computation: string | null = null;
  if (isRatio(metric)) {
    lines.push(t(`analytics.definitions.${metric}`));
    const inputs = findRatioInputs(metric, metrics, currency);
    if (inputs) {
      const division = { numerator: inputs.numerator, denominator: inputs.denominator };
      computation = t(RATIOS[metric].factor === 1000 ? 'analytics.inputs.computedPerMille' : 'analytics.inputs.computed', division);
      lines.push(`${computation} = ${formatMetric(metric, value, currency)}`);
      if (inputs.leftOut) {
        isPartial = true;
        lines.push(
          t(`analytics.inputs.leftOut_${inputs.leftOut.figure}`, {
            amount: inputs.leftOut.amount,
            of: inputs.leftOut.of,
            what: t(`analytics.inputs.what_${metric as RatioName}`),
          }),
        );
      }
    }
  }
  if (isMissingRate) {
    lines.push(noRateText(t, metrics));
    const reported = formatAmounts(metrics, metric === 'revenue' ? 'revenue' : 'spend');
    if (reported) lines.push(t('analytics.money.asReported', { amounts: reported }));
  } else if ((metric === 'spend' || metric === 'revenue') && metrics.amounts.some((amount) => amount.currency !== currency)) {
    const reported = formatAmounts(metrics, metric);
    if (reported) lines.push(t('analytics.money.converted', { amounts: reported }));
  }
  return { isMissingRate, isPartial, computation, lines };
}

/**
 * One figure as a table shows it: the value; "No rate" (with the days) where money could not be
 * converted; a ratio marked * where it leaves rows out; and the explanation in a tooltip, which
 * keyboard users reach too (the marked figures take focus).
 */
export function MetricFigure({ metric, metrics, currency }: { metric: MetricName; metrics: Metrics; currency: string }) {
  const { t } = useTranslation();
  const explanation = explainFigure(t, metric, metrics, currency);
  const text = formatMetric(metric, metrics[metric], currency);
  if (explanation.lines.length === 0) return <>{text}</>;
  const isMarked = explanation.isMissingRate || explanation.isPartial;
  return (
    <Tooltip
      describeChild
      title={
        <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
          {explanation.lines.join('\n')}
        </Box>
      }
    >
      <Box
        component="span"
        tabIndex={isMarked ? 0 : undefined}
        data-testid={explanation.isMissingRate ? 'missing-rate' : undefined}
        sx={{
          textDecoration: 'underline dotted',
          textUnderlineOffset: 3,
          whiteSpace: 'nowrap',
          // The warning orange is too light for text on white (AA 4.5:1): darkened, as the fatigue chip does.
          ...(explanation.isMissingRate
            ? {
                color: (theme) => (theme.palette.mode === 'light' ? darken(theme.palette.warning.main, 0.4) : theme.palette.warning.light),
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
              }
            : {}),
        }}
      >
        {explanation.isMissingRate ? (
          <>
            <WarningAmberIcon fontSize="inherit" aria-hidden />
            {t('analytics.money.noRate')}
          </>
        ) : (
          text
        )}
        {explanation.isPartial ? (
          <Box component="sup" aria-label={t('analytics.inputs.partialMark')} sx={{ ml: 0.25 }}>
            *
          </Box>
        ) : null}
      </Box>
    </Tooltip>
  );
}

/** A column's name; a ratio's carries its definition in a tooltip. */
export function MetricHeader({ metric }: { metric: MetricName }) {
  const { t } = useTranslation();
  const label = t(`analytics.metrics.${metric}`);
  if (!isRatio(metric)) return <>{label}</>;
  return (
    <Tooltip describeChild title={t(`analytics.definitions.${metric}`)}>
      <Box component="span" sx={{ textDecoration: 'underline dotted', textUnderlineOffset: 3 }}>
        {label}
      </Box>
    </Tooltip>
  );
}
