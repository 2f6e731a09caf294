import { createContext, useContext } from 'react';
import type { UserClient } from './signed-in-user';

export const CurrentClientContext = createContext<UserClient | null>(null);

/** The client named in the URL; only inside the creative shell. */
export function useCurrentClient(): UserClient {
  const client = useContext(CurrentClientContext);
  if (!client) throw new Error('useCurrentClient must be used inside the creative shell');
  return client;
}
