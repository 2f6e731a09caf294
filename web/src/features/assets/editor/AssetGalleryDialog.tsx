import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetEditorFieldsFragment } from '../../../gql/graphql';
import { AssetViewer, assetToReviewMedia } from '../../review';
import { AssetCommentPanel, type AssetCommentPanelProps } from './AssetCommentPanel';

interface AssetGalleryDialogProps extends Omit<AssetCommentPanelProps, 'asset'> {
  asset: AssetEditorFieldsFragment;
  open: boolean;
  onClose: () => void;
}

/**
 * The asset editor's gallery modal (spec 2 §2.4): the file large on the left in the reviewer's viewer
 * (images zoom, videos step by frame, PDF pages, sandboxed playables), the comment panel on the right.
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
              display: 'flex',
              bgcolor: 'action.hover',
            }}
          >
            <AssetViewer media={assetToReviewMedia(asset)} height="66vh" />
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
