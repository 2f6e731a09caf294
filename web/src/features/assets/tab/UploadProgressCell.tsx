import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { describeUploadError } from '../upload/upload-messages';
import type { UploadItem } from '../upload/upload-types';

/** An upload's state: waiting, its progress while loading, or the error text (spec 2 §8). */
export function UploadProgressCell({ item }: { item: UploadItem }) {
  const { t } = useTranslation();
  if (item.status === 'error') {
    return (
      <Typography variant="body2" color="error" role="alert" sx={{ whiteSpace: 'normal', lineHeight: 1.3 }}>
        {describeUploadError(t, item.error)}
      </Typography>
    );
  }
  if (item.status === 'waiting') {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('assets.uploads.waiting')}
      </Typography>
    );
  }
  const percentOf = (bytes: number) =>
    item.totalBytes > 0 ? Math.floor((bytes / item.totalBytes) * 100) : item.status === 'done' ? 100 : 0;
  // Done is what the server acknowledged; the lighter buffer shows what is still on its way.
  const percent = item.status === 'done' ? 100 : percentOf(item.loadedBytes);
  const sentPercent = Math.max(percent, percentOf(item.sentBytes));
  const label = item.isAwaitingDecision
    ? t('assets.uploads.awaitingDecision')
    : item.isWaitingForConnection
      ? t('assets.uploads.waitingForConnection')
      : t('assets.uploads.percent', { percent });
  return (
    <Box sx={{ width: '100%', display: 'flex', alignItems: 'center', gap: 1 }}>
      <LinearProgress
        variant="buffer"
        value={percent}
        valueBuffer={sentPercent}
        color={item.isWaitingForConnection ? 'warning' : 'primary'}
        sx={{ flex: 1 }}
        aria-label={t('assets.uploads.progressOf', { name: item.file.name })}
      />
      <Typography
        variant="caption"
        color={item.isWaitingForConnection ? 'warning.main' : 'text.secondary'}
        sx={{ flexShrink: 0 }}
        role="status"
      >
        {label}
      </Typography>
    </Box>
  );
}
