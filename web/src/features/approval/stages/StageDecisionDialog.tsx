import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const titleId = useId();
  const [comment, setComment] = useState('');
  const isApprove = decision === 'APPROVED';
  const tooLong = comment.trim().length > 5000;
  return (
    <Dialog open onClose={isBusy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {t(isApprove ? 'reviewStages.decide.approveTitle' : 'reviewStages.decide.rejectTitle', {
          position: stage.position,
          name: stage.name,
        })}
      </DialogTitle>
      <DialogContent>
        {isApprove ? null : <DialogContentText sx={{ mb: 2 }}>{t('reviewStages.decide.rejectNote')}</DialogContentText>}
        <TextField
          label={t('reviewStages.decide.comment')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          error={tooLong}
          helperText={tooLong ? t('approval.comments.tooLong') : undefined}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          disabled={isBusy}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isBusy}>
          {t('reviewStages.decide.cancel')}
        </Button>
        <Button
          variant="contained"
          color={isApprove ? 'success' : 'error'}
          onClick={() => onConfirm(comment.trim())}
          disabled={isBusy || tooLong}
        >
          {t(isApprove ? 'reviewStages.decide.approve' : 'reviewStages.decide.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
