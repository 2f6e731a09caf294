import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DuplicateDecision } from './upload-types';

interface DuplicateFileDialogProps {
  /** The file the server found a duplicate of; null: closed. */
  fileName: string | null;
  onAnswer: (decision: DuplicateDecision) => void;
  /** Hides "Replace all" when only one file is being uploaded (the asset editor). */
  canReplaceAll?: boolean;
}

/**
 * The duplicate-file question (spec 2 §4): replace the existing asset, keep both, replace all for
 * the rest of the batch, or cancel (also Escape), which drops the new file as if never uploaded.
 */
export function DuplicateFileDialog({ fileName, onAnswer, canReplaceAll = true }: DuplicateFileDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={fileName !== null}
      onClose={(_event, reason) => {
        // Escape cancels; a click beside the dialog does nothing (it would be too easy to lose the file).
        if (reason === 'escapeKeyDown') onAnswer('cancel');
      }}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('assets.duplicate.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{t('assets.duplicate.message', { fileName: fileName ?? '' })}</DialogContentText>
        <DialogContentText variant="body2" sx={{ mt: 1 }}>
          {t('assets.duplicate.replaceNote')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => onAnswer('cancel')} sx={{ mr: 'auto' }}>
          {t('assets.duplicate.cancel')}
        </Button>
        <Button onClick={() => onAnswer('keepBoth')}>{t('assets.duplicate.keepBoth')}</Button>
        {canReplaceAll ? (
          <Button variant="outlined" onClick={() => onAnswer('replaceAll')}>
            {t('assets.duplicate.replaceAll')}
          </Button>
        ) : null}
        <Button variant="contained" onClick={() => onAnswer('replace')} autoFocus>
          {t('assets.duplicate.replace')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
