import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import Chip from '@mui/material/Chip';
import { darken } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { CreativeFatigueFieldsFragment } from '../../gql/graphql';

export function fatigueLevels(fatigue: CreativeFatigueFieldsFragment) {
  const digits = fatigue.metric === 'ipm' ? 1 : 2;
  const unit = fatigue.metric === 'ipm' ? '' : ' %';
  return {
    metric: fatigue.metric === 'ipm' ? 'IPM' : 'CTR',
    before: `${fatigue.levelBefore.toFixed(digits)}${unit}`,
    after: `${fatigue.levelAfter.toFixed(digits)}${unit}`,
    day: fatigue.onsetDay,
  };
}

/** The fatigue flag: a small warning chip whose tooltip says what fell, by how much and since when. */
export function FatigueChip({ fatigue, size = 'small' }: { fatigue: CreativeFatigueFieldsFragment; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('analytics.fatigue.tooltip', fatigueLevels(fatigue))}>
      <Chip
        icon={<TrendingDownIcon />}
        label={t('analytics.fatigue.chip')}
        color="warning"
        size={size}
        variant="outlined"
        // The warning orange is 3.1:1 on white: enough for the border and icon, not for the label (AA 4.5:1).
        sx={(theme) => (theme.palette.mode === 'light' ? { color: darken(theme.palette.warning.main, 0.4) } : {})}
        data-testid="fatigue-flag"
        aria-label={`${t('analytics.fatigue.chip')}: ${t('analytics.fatigue.tooltip', fatigueLevels(fatigue))}`}
      />
    </Tooltip>
  );
}
