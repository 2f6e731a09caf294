import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface UploadProblem {
  message: string;
  files: { name: string; detail?: string }[];
}

/** The rejected-files dialog (spec 2 §8): the 'errors.title' title, the reason, and each file refused. */
export function UploadProblemDialog({ problem, onClose }: { problem: UploadProblem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={Boolean(problem)}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      role="alertdialog"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('errors.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{problem?.message}</DialogContentText>
        {problem && problem.files.length > 0 ? (
          <List dense aria-label={t('assets.uploads.rejectedFiles')}>
            {problem.files.map((file, index) => (
              <ListItem key={`${file.name}-${index}`} disableGutters>
                <ListItemText primary={file.name} secondary={file.detail} slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }} />
              </ListItem>
            ))}
          </List>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
