import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Download from '@mui/icons-material/Download';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReviewMedia } from './contract';
import { formatFileSize } from './format';

/** A file the browser cannot show: what it is, and Download. */
export function OtherFileCard({ media, size, message }: { media: ReviewMedia; size?: number | null; message?: string }) {
  const { t } = useTranslation();
  const Icon =
    media.kind === 'document' ? DescriptionOutlined : media.kind === 'playable' ? SportsEsportsOutlined : InsertDriveFileOutlined;
  const extension = (media.fileName ?? '').split('.').pop();
  return (
    <Box sx={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 420, width: '100%', textAlign: 'center' }} data-testid="file-card">
        <Icon sx={{ fontSize: 64, color: 'text.secondary' }} />
        <Typography variant="h6" sx={{ mt: 1, wordBreak: 'break-word' }}>
          {media.fileName ?? media.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('review.fileType')}: {media.mimeType ?? extension?.toUpperCase() ?? '—'}
          {size != null && ` · ${t('review.fileSize')}: ${formatFileSize(size)}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {message ?? t('review.noPreview')}
        </Typography>
        {media.downloadUrl && (
          <Button sx={{ mt: 3 }} variant="contained" startIcon={<Download />} href={media.downloadUrl} download={media.fileName ?? true}>
            {t('review.download')}
          </Button>
        )}
      </Paper>
    </Box>
  );
}
