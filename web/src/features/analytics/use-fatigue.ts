import { useQuery } from '@apollo/client/react';
import { CREATIVE_FATIGUE } from '@atelier/domain';
import { useMemo } from 'react';
import { isAllowed } from '../../lib/permissions';
import { usePermissions } from '../../session';
import { CreativeFatigueFlagsQuery } from './analytics-queries';

/** The rule creativeFatigueFlags checks (shared with the server), so the tiles never ask in vain. */
function useCanSeeFatigue() {
  const { permissions } = usePermissions();
  return isAllowed(CREATIVE_FATIGUE, permissions);
}

/** The application's fatigue flags by concept code (for the concept tiles); empty without the permissions. */
export function useApplicationFatigue(clientCode: string, applicationCode: string | null | undefined) {
  const allowed = useCanSeeFatigue();
  const { data } = useQuery(CreativeFatigueFlagsQuery, {
    variables: { clientCode, applicationCode: applicationCode ?? '' },
    skip: !allowed || !applicationCode,
  });
  return useMemo(() => new Map((data?.creativeFatigueFlags ?? []).map((flag) => [flag.conceptCode, flag])), [data]);
}

/** One concept's fatigue flag (the editor's header), or null. */
export function useConceptFatigue(clientCode: string, applicationCode: string | null | undefined, conceptCode: string) {
  const allowed = useCanSeeFatigue();
  const { data } = useQuery(CreativeFatigueFlagsQuery, {
    variables: { clientCode, applicationCode: applicationCode ?? '', conceptCode },
    skip: !allowed || !applicationCode,
  });
  return data?.creativeFatigueFlags[0] ?? null;
}
