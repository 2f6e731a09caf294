import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

/**
 * Warns before leaving while files upload (spec 2 §5): the browser's own prompt on reload or
 * close, and a confirmation for in-app navigation that leaves the page or the editor tab.
 */
export function UploadLeaveGuard({ isUploading }: { isUploading: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isUploading &&
      (currentLocation.pathname !== nextLocation.pathname ||
        new URLSearchParams(currentLocation.search).get('tab') !== new URLSearchParams(nextLocation.search).get('tab')),
  );

  useEffect(() => {
    if (!isUploading) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isUploading]);

  // Uploads that end while the question is open leave nothing to lose.
  useEffect(() => {
    if (blocker.state === 'blocked' && !isUploading) blocker.proceed();
  }, [blocker, isUploading]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('assets.leave.title')}
      message={t('assets.leave.message')}
      confirmLabel={t('assets.leave.confirm')}
      isDestructive
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
