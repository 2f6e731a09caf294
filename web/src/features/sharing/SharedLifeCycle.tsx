import { LIFECYCLE_STEPS, type LifeCycle } from '@atelier/domain';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';

/**
 * The concept's lifecycle (spec 2 §2.10): every step with the current one marked, and on a narrow
 * screen only the current step's name.
 */
export function SharedLifeCycle({ lifeCycle }: { lifeCycle: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('sm'));
  const position = LIFECYCLE_STEPS.indexOf(lifeCycle as LifeCycle);
  const stepName = (step: string) => t(`conceptEditor.lifeCycle.${step}` as never, { defaultValue: step });

  if (isNarrow || position < 0) {
    return (
      <Box role="group" aria-label={t('sharing.view.lifeCycle')}>
        <Typography variant="overline" color="text.secondary" component="div">
          {t('sharing.view.lifeCycle')}
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: 600 }} data-testid="shared-lifecycle-current">
          {stepName(lifeCycle)}
        </Typography>
      </Box>
    );
  }
  return (
    <Box role="group" aria-label={t('sharing.view.lifeCycle')}>
      <Typography variant="overline" color="text.secondary" component="div" sx={{ mb: 1 }}>
        {t('sharing.view.lifeCycle')}
      </Typography>
      <Stepper activeStep={position} alternativeLabel>
        {LIFECYCLE_STEPS.map((step, index) => (
          <Step key={step} completed={index < position}>
            <StepLabel aria-current={index === position ? 'step' : undefined}>{stepName(step)}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
