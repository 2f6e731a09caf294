import { useQuery } from '@apollo/client/react';
import { AD_COPY_PERFORMANCE, isAllowed } from '@atelier/domain';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../session';
import type { AdCopyPerformanceRanksQuery as RanksData } from '../../gql/graphql';
import { AdCopyPerformanceRanksQuery } from './analytics-queries';
import { presetRange } from './metrics';

export type AdCopyPerformanceRank = RanksData['adCopyPerformanceRanks'][number];

/** Ranks of the application's ad copy from its linked ads over the last 30 days, by ad copy code. */
export function useAdCopyPerformanceRanks(clientCode: string, applicationCode: string) {
  const { permissions } = usePermissions();
  const { data } = useQuery(AdCopyPerformanceRanksQuery, {
    variables: { clientCode, applicationCode, ...presetRange(30) },
    skip: !isAllowed(AD_COPY_PERFORMANCE, permissions),
  });
  return useMemo(() => new Map((data?.adCopyPerformanceRanks ?? []).map((rank) => [rank.adCopyCode, rank])), [data]);
}

const COLORS = { top: 'success', middle: 'default', bottom: 'error' } as const;

/** Top / Middle / Bottom from the linked ads, beside the hand-set rank. */
export function AdCopyPerformanceRankChip({ rank }: { rank: AdCopyPerformanceRank | undefined }) {
  const { t } = useTranslation();
  if (!rank) return null;
  if (!rank.rank) return <Chip size="small" variant="outlined" label={t('analytics.adCopyRank.none')} />;
  const value =
    rank.value === null || rank.value === undefined
      ? '—'
      : rank.metric === 'ipm'
        ? rank.value.toFixed(1)
        : `${(rank.value * 100).toFixed(2)} %`;
  const key = rank.rank as keyof typeof COLORS;
  return (
    <Tooltip title={t('analytics.adCopyRank.tooltip', { metric: rank.metric.toUpperCase(), value })}>
      <Chip size="small" color={COLORS[key] ?? 'default'} label={t(`analytics.adCopyRank.${key}`)} />
    </Tooltip>
  );
}
