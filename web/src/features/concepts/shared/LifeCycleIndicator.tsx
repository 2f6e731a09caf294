import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { deriveLifeCycle, hasLifeCycleGlow, lifeCycleColor } from './concept-rules';

/** The lifecycle dot: colour by lifecycle group, with a glow unless the status is inactive. */
export function LifeCycleIndicator({ status, showLabel = false }: { status: string; showLabel?: boolean }) {
  const { t } = useTranslation();
  const lifeCycle = deriveLifeCycle(status);
  const color = lifeCycleColor(lifeCycle);
  const label = t(`conceptEditor.lifeCycle.${lifeCycle}` as never, { defaultValue: lifeCycle });
  return (
    <Tooltip title={label}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }} aria-label={label}>
        <Box
          component="span"
          sx={{
            width: 12,
            height: 12,
            borderRadius: '50%',
            bgcolor: color,
            border: '1px solid rgba(0,0,0,0.25)',
            boxShadow: hasLifeCycleGlow(status) ? `0 0 6px 1px ${color}` : 'none',
            flexShrink: 0,
          }}
        />
        {showLabel ? <span>{label}</span> : null}
      </Box>
    </Tooltip>
  );
}
