import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const COMMENT_MAX_LENGTH = 5000;

export interface DecisionCommentTexts {
  title: string;
  /** Said above the comment box (what the decision does); none for nothing to add. */
  message?: string;
  commentLabel: string;
  /** Under the comment box while it is not too long. */
  commentHelp?: string;
  cancel: string;
  confirm: string;
}

interface DecisionCommentDialogProps {
  texts: DecisionCommentTexts;
  isApprove: boolean;
  isBusy: boolean;
  onConfirm: (comment: string) => void;
  onClose: () => void;
}

/**
 * A decision confirmed with an optional comment (approval gallery, concept and asset decisions,
 * a reviewer's stage decision): the comment is trimmed and at most 5,000 characters.
 */
export function DecisionCommentDialog({ texts, isApprove, isBusy, onConfirm, onClose }: DecisionCommentDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [comment, setComment] = useState('');
  const tooLong = comment.trim().length > COMMENT_MAX_LENGTH;
  return (
    <Dialog open onClose={isBusy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        {texts.message ? <DialogContentText sx={{ mb: 2 }}>{texts.message}</DialogContentText> : null}
        <TextField
          label={texts.commentLabel}
          helperText={tooLong ? t('approval.comments.tooLong') : texts.commentHelp}
          error={tooLong}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
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
          {texts.cancel}
        </Button>
        <Button
          variant="contained"
          color={isApprove ? 'success' : 'error'}
          onClick={() => onConfirm(comment.trim())}
          disabled={isBusy || tooLong}
        >
          {texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
