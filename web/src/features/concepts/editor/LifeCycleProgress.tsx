import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { deriveLifeCycle, LIFECYCLE_STEPS, lifeCycleColor } from '../shared/concept-rules';

/** The six lifecycle steps as a progress bar (spec 1 §4), coloured like the lifecycle dot. */
export function LifeCycleProgress({ status }: { status: string }) {
  const { t } = useTranslation();
  const lifeCycle = deriveLifeCycle(status);
  const position = LIFECYCLE_STEPS.indexOf(lifeCycle);
  const stepLabel = (step: string) => t(`conceptEditor.lifeCycle.${step}` as never);
  const valueText =
    position < 0
      ? t('conceptEditor.lifeCycleProgress.outside')
      : t('conceptEditor.lifeCycleProgress.value', { step: stepLabel(lifeCycle), position: position + 1, count: LIFECYCLE_STEPS.length });
  const color = lifeCycleColor(lifeCycle);

  return (
    <Box sx={{ minWidth: 280 }}>
      <LinearProgress
        variant="determinate"
        value={position < 0 ? 0 : ((position + 1) / LIFECYCLE_STEPS.length) * 100}
        aria-label={t('conceptEditor.lifeCycleProgress.label')}
        aria-valuetext={valueText}
        sx={{
          height: 8,
          borderRadius: 4,
          bgcolor: 'action.hover',
          '& .MuiLinearProgress-bar': { bgcolor: color === '#FFFFFF' ? 'grey.400' : color, borderRadius: 4 },
        }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${LIFECYCLE_STEPS.length}, 1fr)`, mt: 0.75, gap: 0.5 }} aria-hidden>
        {LIFECYCLE_STEPS.map((step, index) => (
          <Typography
            key={step}
            variant="caption"
            sx={{
              lineHeight: 1.2,
              color: index === position ? 'text.primary' : 'text.secondary',
              fontWeight: index === position ? 700 : 400,
            }}
          >
            {stepLabel(step)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
