import { useTranslation } from 'react-i18next';
import { DecisionCommentDialog } from './DecisionCommentDialog';

export type Decision = 'approved' | 'rejected';

export interface DecisionRequest {
  decision: Decision;
  /** The whole concept, or one asset. */
  scope: 'concept' | 'asset';
  name: string;
}

interface DecisionDialogProps {
  request: DecisionRequest | null;
  isBusy: boolean;
  onConfirm: (comment: string) => void;
  onClose: () => void;
}

/** Approval with intent: the decision is confirmed, and may carry a comment for the histories. */
export function DecisionDialog({ request, isBusy, onConfirm, onClose }: DecisionDialogProps) {
  return request ? (
    <DecisionDialogContent key={`${request.scope}-${request.decision}-${request.name}`} {...{ request, isBusy, onConfirm, onClose }} />
  ) : null;
}

function DecisionDialogContent({ request, isBusy, onConfirm, onClose }: DecisionDialogProps & { request: DecisionRequest }) {
  const { t } = useTranslation();
  const isApprove = request.decision === 'approved';
  const prefix = `${isApprove ? 'approve' : 'reject'}${request.scope === 'concept' ? 'Concept' : 'Asset'}` as const;
  return (
    <DecisionCommentDialog
      texts={{
        title: t(`approval.decide.${prefix}Title`),
        message: t(`approval.decide.${prefix}Message`, { name: request.name }),
        commentLabel: t('approval.decide.commentLabel'),
        commentHelp: t(request.scope === 'concept' ? 'approval.decide.commentHelp' : 'approval.decide.assetCommentHelp'),
        cancel: t('common.cancel'),
        confirm: t(isApprove ? 'approval.decide.approve' : 'approval.decide.reject'),
      }}
      isApprove={isApprove}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
