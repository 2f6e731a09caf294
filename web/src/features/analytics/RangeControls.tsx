import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RANGE_PRESETS, type RangePreset } from './metrics';

export const CHANNEL_OPTIONS = ['meta', 'applovin', 'google', 'tiktok'] as const;

interface RangeControlsProps {
  days: RangePreset;
  onDaysChange: (days: RangePreset) => void;
  channel: string;
  onChannelChange: (channel: string) => void;
  children?: ReactNode;
}

/** The range (last n days up to yesterday) and channel pickers both analytics views share. */
export function RangeControls({ days, onDaysChange, channel, onChannelChange, children }: RangeControlsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('analytics.range.label')}
        value={days}
        onChange={(event) => onDaysChange(Number(event.target.value) as RangePreset)}
        sx={{ minWidth: 160 }}
      >
        {RANGE_PRESETS.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {t('analytics.range.days', { count: preset })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('analytics.range.channel')}
        value={channel}
        onChange={(event) => onChannelChange(event.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{t('analytics.range.allChannels')}</MenuItem>
        {CHANNEL_OPTIONS.map((code) => (
          <MenuItem key={code} value={code}>
            {code === 'meta' ? 'Meta' : code === 'applovin' ? 'AppLovin' : code === 'google' ? 'Google' : 'TikTok'}
          </MenuItem>
        ))}
      </TextField>
      {children}
    </Stack>
  );
}
