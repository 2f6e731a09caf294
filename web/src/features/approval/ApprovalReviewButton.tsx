import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OPEN_APPROVAL, OPEN_PARAM } from './gallery-url';

/**
 * Spec 2 §2.5: an approval user sees "Approval Review" on a concept pending approval; it opens the
 * production gallery (the same way an approval link does).
 */
export function ApprovalReviewButton({ status, viewerCanApprove }: { status: string; viewerCanApprove: boolean }) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  if (status !== 'pendingApproval' || !viewerCanApprove) return null;
  return (
    <Button
      variant="contained"
      color="secondary"
      startIcon={<RateReviewOutlined />}
      onClick={() =>
        setSearchParams((previous) => {
          const params = new URLSearchParams(previous);
          params.set(OPEN_PARAM, OPEN_APPROVAL);
          return params;
        })
      }
    >
      {t('approval.reviewButton')}
    </Button>
  );
}
