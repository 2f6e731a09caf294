import { createContext, useContext, useEffect, useId, useRef } from 'react';
import type { Location } from 'react-router';

export interface LeaveGuardTexts {
  title: string;
  message: string;
  confirmLabel: string;
}

export interface LeaveGuard {
  /** Switching the page's `tab` query parameter also leaves (the guarded part unmounts). */
  blocksTabChange: boolean;
  /** Null: the unsaved-changes wording. */
  texts: LeaveGuardTexts | null;
}

export interface LeaveGuardRegistry {
  setGuard: (id: string, guard: LeaveGuard | null) => void;
}

export const LeaveGuardContext = createContext<LeaveGuardRegistry | null>(null);

/** Whether going from `current` to `next` leaves what `guard` protects. */
export function isLeaving(guard: Pick<LeaveGuard, 'blocksTabChange'>, current: Location, next: Location) {
  if (current.pathname !== next.pathname) return true;
  if (!guard.blocksTabChange) return false;
  return new URLSearchParams(current.search).get('tab') !== new URLSearchParams(next.search).get('tab');
}

/**
 * Asks before leaving while `when` holds: a confirmation for in-app navigation (links,
 * breadcrumbs, Cancel, back) and the browser's own prompt on reload or close. One router blocker
 * serves every guard on the page (React Router consults only one), so forms and uploads share it.
 */
export function useLeaveGuard(when: boolean, options: { blocksTabChange?: boolean; texts?: LeaveGuardTexts } = {}) {
  // The app's router always has the provider (router.tsx); a component rendered on its own (a unit
  // test) keeps only the browser prompt.
  const registry = useContext(LeaveGuardContext);
  const id = useId();
  const { blocksTabChange = false, texts } = options;
  const textsRef = useRef(texts ?? null);
  useEffect(() => {
    textsRef.current = texts ?? null;
  });

  useEffect(() => {
    if (!registry) return;
    registry.setGuard(id, when ? { blocksTabChange, texts: textsRef.current } : null);
    return () => registry.setGuard(id, null);
  }, [registry, id, when, blocksTabChange]);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}
