import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InterruptedUpload } from '../upload/resume-store';
import { formatSizeMb } from './asset-format';

interface InterruptedUploadsAlertProps {
  uploads: readonly InterruptedUpload[];
  onDiscard: (uploadId: string) => void;
}

/**
 * Uploads a reload, a closed tab or a crash left unfinished: choosing the same file again resumes
 * it (only the missing parts are sent); Discard gives it up on the server too.
 */
export function InterruptedUploadsAlert({ uploads, onDiscard }: InterruptedUploadsAlertProps) {
  const { t } = useTranslation();
  if (uploads.length === 0) return null;
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{t('assets.interrupted.title', { count: uploads.length })}</AlertTitle>
      <Typography variant="body2">{t('assets.interrupted.hint')}</Typography>
      <List dense disablePadding aria-label={t('assets.interrupted.listLabel')}>
        {uploads.map((upload) => {
          const receivedBytes = Math.min(upload.size, upload.parts.length * upload.partSize);
          const percent = upload.size > 0 ? Math.floor((receivedBytes / upload.size) * 100) : 0;
          return (
            <ListItem
              key={upload.uploadId}
              disableGutters
              secondaryAction={
                <Button size="small" color="inherit" onClick={() => onDiscard(upload.uploadId)}>
                  {t('assets.interrupted.discard')}
                </Button>
              }
            >
              <Typography variant="body2" sx={{ pr: 10, overflowWrap: 'anywhere' }}>
                {t('assets.interrupted.item', { name: upload.fileName, size: formatSizeMb(upload.size), percent })}
              </Typography>
            </ListItem>
          );
        })}
      </List>
    </Alert>
  );
}
