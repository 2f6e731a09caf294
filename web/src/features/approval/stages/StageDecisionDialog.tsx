import { useTranslation } from 'react-i18next';
import { DecisionCommentDialog } from '../DecisionCommentDialog';

export type StageDecision = 'APPROVED' | 'REJECTED';

interface StageDecisionDialogProps {
  decision: StageDecision;
  stage: { position: number; name: string };
  isBusy: boolean;
  onConfirm: (comment: string) => void;
  onClose: () => void;
}

/** A reviewer's stage decision, confirmed, with an optional comment (kept with the decision and in the history). */
export function StageDecisionDialog({ decision, stage, isBusy, onConfirm, onClose }: StageDecisionDialogProps) {
  const { t } = useTranslation();
  const isApprove = decision === 'APPROVED';
  return (
    <DecisionCommentDialog
      texts={{
        title: t(isApprove ? 'reviewStages.decide.approveTitle' : 'reviewStages.decide.rejectTitle', {
          position: stage.position,
          name: stage.name,
        }),
        message: isApprove ? undefined : t('reviewStages.decide.rejectNote'),
        commentLabel: t('reviewStages.decide.comment'),
        cancel: t('reviewStages.decide.cancel'),
        confirm: t(isApprove ? 'reviewStages.decide.approve' : 'reviewStages.decide.reject'),
      }}
      isApprove={isApprove}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
