import { useCallback, useEffect, useState } from 'react';
import { readListSession, writeListSession, type ListSession } from './list-session';

export type ListSessionUpdate = Partial<ListSession> | ((current: ListSession) => Partial<ListSession>);

/**
 * The list's remembered state for one client and application. Render its owner with a key per
 * client and application, so switching either starts from that pair's own state.
 */
export function useListSession(clientCode: string, applicationCode: string) {
  const [session, setSession] = useState(() => readListSession(clientCode, applicationCode));
  const updateSession = useCallback((update: ListSessionUpdate) => {
    setSession((current) => ({ ...current, ...(typeof update === 'function' ? update(current) : update) }));
  }, []);
  useEffect(() => writeListSession(clientCode, applicationCode, session), [clientCode, applicationCode, session]);
  return [session, updateSession] as const;
}
