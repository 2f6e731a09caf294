import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation } from 'react-router';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { isLeaving, LeaveGuardContext, type LeaveGuard, type LeaveGuardRegistry } from './leave-guard-context';

/** Holds the page's leave guards (unsaved forms, running uploads) and the one router blocker they share. */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const guardsRef = useRef(new Map<string, LeaveGuard>());
  // Bumped on every change so an open question can let the navigation through once nothing is at stake.
  const [version, setVersion] = useState(0);

  const setGuard = useCallback((id: string, guard: LeaveGuard | null) => {
    const guards = guardsRef.current;
    if (guard) guards.set(id, guard);
    else if (!guards.delete(id)) return;
    setVersion((previous) => previous + 1);
  }, []);
  const registry = useMemo<LeaveGuardRegistry>(() => ({ setGuard }), [setGuard]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    [...guardsRef.current.values()].some((guard) => isLeaving(guard, currentLocation, nextLocation)),
  );

  const [currentGuard, setCurrentGuard] = useState<LeaveGuard | null>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const next = blocker.location;
    const guards = [...guardsRef.current.values()].filter((guard) => isLeaving(guard, location, next));
    // The upload wording (texts) says more than "unsaved changes", so it goes first.
    const reason = guards.find((guard) => guard.texts) ?? guards[0] ?? null;
    // What was at stake ended (the uploads finished, the form was saved) while the question was open.
    if (!reason) blocker.proceed();
    setCurrentGuard(reason);
  }, [blocker, location, version]);

  const texts = currentGuard?.texts ?? {
    title: t('unsavedChanges.title'),
    message: t('unsavedChanges.message'),
    confirmLabel: t('unsavedChanges.confirm'),
  };
  return (
    <LeaveGuardContext.Provider value={registry}>
      {children}
      <ConfirmDialog
        open={blocker.state === 'blocked' && currentGuard !== null}
        title={texts.title}
        message={texts.message}
        confirmLabel={texts.confirmLabel}
        isDestructive
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </LeaveGuardContext.Provider>
  );
}
