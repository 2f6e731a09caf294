import { useTranslation } from 'react-i18next';
import { useLeaveGuard } from '../../../session';

/**
 * Warns before leaving while files upload (spec 2 §5): the browser's own prompt on reload or
 * close, and a confirmation for in-app navigation that leaves the page or the editor tab. It goes
 * through the app's shared leave guard, which also holds unsaved forms (one router blocker for both).
 */
export function UploadLeaveGuard({ isUploading }: { isUploading: boolean }) {
  const { t } = useTranslation();
  useLeaveGuard(isUploading, {
    blocksTabChange: true,
    texts: { title: t('assets.leave.title'), message: t('assets.leave.message'), confirmLabel: t('assets.leave.confirm') },
  });
  return null;
}
