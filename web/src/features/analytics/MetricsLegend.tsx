import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { listMissingRates, type Metrics } from './metrics';

const RATIO_ORDER = ['ctr', 'cvr', 'ipm', 'cpi', 'roas'] as const;

/** The definitions of the figures: the currency rule and what each ratio divides. */
export function MetricsLegend({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    // The summary names the region MUI wraps the details in (role region, labelled by the summary).
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`} id={`${id}-title`}>
        <Typography variant="subtitle2" component="h3">
          {t('analytics.definitions.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('analytics.definitions.money', { currency })}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('analytics.definitions.rows')}
        </Typography>
        <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
          {RATIO_ORDER.map((ratio) => (
            <li key={ratio}>{t(`analytics.definitions.${ratio}`)}</li>
          ))}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}

/** Says, above the figures, which days have money without a rate (and so which figures are empty). */
export function MissingRatesNotice({ metrics, currency }: { metrics: Metrics; currency: string }) {
  const { t } = useTranslation();
  if (metrics.missingRateCount === 0) return null;
  const { list, more } = listMissingRates(metrics);
  return (
    <Alert severity="warning" data-testid="missing-rates-notice">
      {more > 0 ? t('analytics.money.noticeMore', { currency, list, count: more }) : t('analytics.money.notice', { currency, list })}{' '}
      {t('analytics.money.noticeAction')}
    </Alert>
  );
}
