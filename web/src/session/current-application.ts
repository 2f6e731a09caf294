import { createContext, useContext } from 'react';
import type { UserApplication } from './signed-in-user';

export interface CurrentApplicationValue {
  /** Null only when the client has no applications. */
  application: UserApplication | null;
  applications: readonly UserApplication[];
  selectApplication: (applicationCode: string) => void;
}

export const CurrentApplicationContext = createContext<CurrentApplicationValue | null>(null);

/** The application the user works in, chosen in the shell's switcher and kept per client. */
export function useCurrentApplication(): CurrentApplicationValue {
  const value = useContext(CurrentApplicationContext);
  if (!value) throw new Error('useCurrentApplication must be used inside CurrentApplicationProvider');
  return value;
}
