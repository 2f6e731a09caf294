import { useCallback, useMemo } from 'react';
import { useStoredState } from '../../../lib/stored-state';
import { buildListSessionSpec, type ListSession } from './list-session';

export type ListSessionUpdate = Partial<ListSession> | ((current: ListSession) => Partial<ListSession>);

/** The list's remembered state for one client and application; an update changes only the fields it names. */
export function useListSession(clientCode: string, applicationCode: string) {
  const spec = useMemo(() => buildListSessionSpec(clientCode, applicationCode), [clientCode, applicationCode]);
  const [session, setSession] = useStoredState(spec);
  const updateSession = useCallback(
    (update: ListSessionUpdate) => setSession((current) => ({ ...current, ...(typeof update === 'function' ? update(current) : update) })),
    [setSession],
  );
  return [session, updateSession] as const;
}
