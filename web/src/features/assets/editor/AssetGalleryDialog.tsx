import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetEditorFieldsFragment } from '../../../gql/graphql';
import { isPdf } from '../asset-types';
import { AssetKindIcon } from '../shared/AssetKindIcon';
import { AssetCommentPanel, type AssetCommentPanelProps } from './AssetCommentPanel';

interface AssetGalleryDialogProps extends Omit<AssetCommentPanelProps, 'asset'> {
  asset: AssetEditorFieldsFragment;
  open: boolean;
  onClose: () => void;
}

/**
 * The asset editor's gallery modal (spec 2 §2.4): the file large on the left (image, video player,
 * or a document's preview or icon with its download), the comment panel on the right.
 */
export function AssetGalleryDialog({ asset, open, onClose, ...panel }: AssetGalleryDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xl" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {asset.name}
        <IconButton aria-label={t('common.close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseOutlined />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ minHeight: { md: '70vh' } }}>
          <Box
            sx={{
              flex: 1,
              minWidth: 0,
              p: 2,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'action.hover',
            }}
          >
            <GalleryMedia asset={asset} />
          </Box>
          <Box
            sx={{
              width: { xs: '100%', md: 360 },
              flexShrink: 0,
              p: 2,
              borderLeft: { md: 1 },
              borderTop: { xs: 1, md: 0 },
              borderColor: 'divider',
              maxHeight: { md: '70vh' },
              display: 'flex',
              flexDirection: 'column',
            }}
          >
            <AssetCommentPanel asset={asset} {...panel} />
          </Box>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

const mediaSx = { maxWidth: '100%', maxHeight: '66vh', objectFit: 'contain' } as const;

/** Images and videos play from the file itself; other kinds show their preview (or icon) and a download. */
function GalleryMedia({ asset }: { asset: AssetEditorFieldsFragment }) {
  const { t } = useTranslation();
  if (asset.type === 'video' && asset.assetUrl) {
    return (
      <Box component="video" src={asset.assetUrl} poster={asset.previewImage ?? undefined} controls aria-label={asset.name} sx={mediaSx} />
    );
  }
  if (asset.type === 'image' && (asset.assetUrl || asset.previewImage)) {
    return (
      <Box
        component="img"
        src={asset.assetUrl ?? asset.previewImage ?? undefined}
        alt={t('assets.preview.alt', { name: asset.name })}
        sx={mediaSx}
      />
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {asset.previewImage ? (
        <Box component="img" src={asset.previewImage} alt={t('assets.preview.alt', { name: asset.name })} sx={mediaSx} />
      ) : (
        <>
          <AssetKindIcon kind={asset.type} color="action" sx={{ fontSize: 120 }} aria-hidden />
          <Typography color="text.secondary">{t('assets.fileArea.noPreview')}</Typography>
        </>
      )}
      <Typography variant="body2">{asset.fileName ?? asset.name}</Typography>
      <Stack direction="row" spacing={1}>
        {asset.assetUrl && isPdf(asset) ? (
          <Button startIcon={<PictureAsPdfOutlined />} component="a" href={asset.assetUrl} target="_blank" rel="noopener noreferrer">
            {t('assets.fileArea.viewPdf')}
          </Button>
        ) : null}
        {asset.downloadUrl ? (
          <Button variant="contained" startIcon={<DownloadOutlined />} component="a" href={asset.downloadUrl} download>
            {t('assets.actions.download')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
