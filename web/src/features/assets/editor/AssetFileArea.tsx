import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import FindReplaceOutlined from '@mui/icons-material/FindReplaceOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DecisionChip } from '../../../components/DecisionChip';
import type { AssetEditorFieldsFragment } from '../../../gql/graphql';
import { findKindOfFile, isPdf } from '../asset-types';
import { formatSizeMb } from '../shared/asset-format';
import { AssetKindIcon } from '../shared/AssetKindIcon';
import { AssetPreview } from '../shared/AssetPreview';
import { UploadProgressCell } from '../tab/UploadProgressCell';
import { UploadDropZone, useFileChooser } from '../upload/UploadDropZone';
import type { UploadItem } from '../upload/upload-types';
import type { AssetCommentPanelProps } from './AssetCommentPanel';
import { AssetGalleryDialog } from './AssetGalleryDialog';

/** Spec 2 §9. */
export const FILE_AREA_HEIGHT = 450;
const PREVIEW_HEIGHT = 300;

interface AssetFileAreaProps {
  clientCode: string;
  /** The stored asset; null for a new one. */
  asset: AssetEditorFieldsFragment | null;
  /** A new asset's chosen file, uploaded on save. */
  pendingFile: File | null;
  /** The upload running now, if any. */
  upload: UploadItem | null;
  canChoose: boolean;
  onFiles: (files: File[]) => void;
  /** The gallery's comment panel and concept approval (stored assets only). */
  gallery: Omit<AssetCommentPanelProps, 'asset' | 'clientCode'>;
}

/**
 * The editor's right side (spec 2 §2.4): one file, 450 px high, with its preview and View (the
 * gallery modal with its comment panel), Replace and View PDF; dropping or choosing a file replaces
 * it (or, for a new asset, picks the file to upload).
 */
export function AssetFileArea({ clientCode, asset, pendingFile, upload, canChoose, onFiles: onChosenFiles, gallery }: AssetFileAreaProps) {
  const { t } = useTranslation();
  const [isViewOpen, setIsViewOpen] = useState(false);
  const hasStoredFile = Boolean(asset && asset.processingStatus !== 'none');
  // Replacing a stored file asks first: the current file is kept as an earlier version (issue 12 §4).
  const [replacing, setReplacing] = useState<File[] | null>(null);
  const onFiles = (files: File[]) => (asset && hasStoredFile && files.length > 0 ? setReplacing(files) : onChosenFiles(files));
  const chooser = useFileChooser(onFiles);
  const pendingPreview = usePendingPreview(pendingFile);
  const isUploading = upload !== null && (upload.status === 'waiting' || upload.status === 'loading');
  const isDisabled = !canChoose || isUploading;

  let content;
  if (isUploading && upload) {
    content = (
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 360, alignItems: 'center' }}>
        <AssetKindIcon kind={findKindOfFile(upload.file)} color="action" sx={{ fontSize: 64 }} />
        <Typography variant="body2" noWrap sx={{ maxWidth: '100%' }}>
          {upload.file.name}
        </Typography>
        <Box sx={{ width: '100%' }}>
          <UploadProgressCell item={upload} />
        </Box>
      </Stack>
    );
  } else if (pendingFile) {
    content = (
      <Stack spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
        <Box sx={{ height: PREVIEW_HEIGHT, width: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          {pendingPreview ? (
            <Box
              component="img"
              src={pendingPreview}
              alt={t('assets.preview.alt', { name: pendingFile.name })}
              sx={{ maxHeight: '100%', maxWidth: '100%', objectFit: 'contain' }}
            />
          ) : (
            <AssetKindIcon kind={findKindOfFile(pendingFile)} color="action" sx={{ fontSize: 96 }} />
          )}
        </Box>
        <Typography variant="body2" noWrap sx={{ maxWidth: '100%' }}>
          {pendingFile.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('assets.fileArea.pendingHint', { size: formatSizeMb(pendingFile.size) })}
        </Typography>
      </Stack>
    );
  } else if (asset && hasStoredFile) {
    content = (
      <Stack spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
        <AssetPreview asset={asset} height={PREVIEW_HEIGHT} retry={canChoose ? { clientCode } : undefined} isEager />
        <Typography variant="body2" noWrap sx={{ maxWidth: '100%' }}>
          {asset.fileName ?? asset.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {asset.fileVersion ? `v${asset.fileVersion} · ` : ''}
          {formatSizeMb(asset.size)}
        </Typography>
        <DecisionChip decision={asset.lastDecision} fileVersion={asset.fileVersion} showDetail align="center" />
      </Stack>
    );
  }

  return (
    <Stack spacing={1}>
      <UploadDropZone onFiles={onFiles} isSingle disabled={isDisabled} height={FILE_AREA_HEIGHT} label={t('assets.fileArea.label')}>
        {content}
      </UploadDropZone>
      {chooser.input}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {asset && hasStoredFile ? (
          <Button size="small" startIcon={<VisibilityOutlined />} onClick={() => setIsViewOpen(true)}>
            {t('assets.fileArea.view')}
          </Button>
        ) : null}
        {asset && asset.assetUrl && isPdf(asset) ? (
          <Button
            size="small"
            startIcon={<PictureAsPdfOutlined />}
            component="a"
            href={asset.assetUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('assets.fileArea.viewPdf')}
          </Button>
        ) : null}
        {asset?.downloadUrl ? (
          <Button size="small" startIcon={<DownloadOutlined />} component="a" href={asset.downloadUrl} download>
            {t('assets.actions.download')}
          </Button>
        ) : null}
        {content ? (
          <Button size="small" variant="outlined" startIcon={<FindReplaceOutlined />} disabled={isDisabled} onClick={chooser.open}>
            {t('assets.fileArea.replace')}
          </Button>
        ) : null}
      </Stack>
      {asset ? (
        <AssetGalleryDialog asset={asset} open={isViewOpen} onClose={() => setIsViewOpen(false)} clientCode={clientCode} {...gallery} />
      ) : null}
      <ConfirmDialog
        open={replacing !== null}
        title={t('assets.fileArea.replaceTitle')}
        message={[
          t('assets.fileArea.replaceMessage', { version: asset?.fileVersion ?? 1, name: replacing?.[0]?.name ?? '' }),
          // An approval holds for the file it approved: a new one goes back to review.
          isApprovedFile(asset) ? t('assets.fileArea.replaceApproved') : null,
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t('assets.fileArea.replace')}
        onConfirm={() => {
          const files = replacing;
          setReplacing(null);
          if (files) onChosenFiles(files);
        }}
        onClose={() => setReplacing(null)}
      />
    </Stack>
  );
}

/** A local preview of a chosen image, released when the file changes or the editor closes. */
function usePendingPreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** A production asset whose status says approved (approved or ready to publish): a new file reopens its review. */
function isApprovedFile(asset: AssetEditorFieldsFragment | null) {
  return Boolean(asset && asset.assetType === 'production' && (asset.status === 'approved' || asset.status === 'active'));
}
