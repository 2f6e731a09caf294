import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

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

const COMMENT_MAX_LENGTH = 5000;

/** Approval with intent: the decision is confirmed, and may carry a comment for the histories. */
export function DecisionDialog({ request, isBusy, onConfirm, onClose }: DecisionDialogProps) {
  return request ? (
    <DecisionDialogContent key={`${request.scope}-${request.decision}-${request.name}`} {...{ request, isBusy, onConfirm, onClose }} />
  ) : null;
}

function DecisionDialogContent({ request, isBusy, onConfirm, onClose }: DecisionDialogProps & { request: DecisionRequest }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [comment, setComment] = useState('');
  const isApprove = request.decision === 'approved';
  const prefix = `${isApprove ? 'approve' : 'reject'}${request.scope === 'concept' ? 'Concept' : 'Asset'}` as const;
  const tooLong = comment.trim().length > COMMENT_MAX_LENGTH;
  return (
    <Dialog open onClose={isBusy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t(`approval.decide.${prefix}Title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t(`approval.decide.${prefix}Message`, { name: request.name })}</DialogContentText>
        <TextField
          label={t('approval.decide.commentLabel')}
          helperText={
            tooLong
              ? t('approval.comments.tooLong')
              : t(request.scope === 'concept' ? 'approval.decide.commentHelp' : 'approval.decide.assetCommentHelp')
          }
          error={tooLong}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          disabled={isBusy}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isBusy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color={isApprove ? 'success' : 'error'}
          onClick={() => onConfirm(comment.trim())}
          disabled={isBusy || tooLong}
        >
          {t(isApprove ? 'approval.decide.approve' : 'approval.decide.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
