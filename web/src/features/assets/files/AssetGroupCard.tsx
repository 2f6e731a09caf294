import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../../session';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { AssetGrouping } from '../asset-types';
import { formatSizeMb } from '../shared/asset-format';
import { buildAssetCreatePath, buildAssetEditorPath } from '../shared/asset-paths';
import { AssetPreview } from '../shared/AssetPreview';
import { DeleteAssetsDialog } from '../shared/DeleteAssetsDialog';
import { InterruptedUploadsAlert } from '../shared/InterruptedUploadsAlert';
import { UploadQueueList } from '../shared/UploadQueueList';
import { useConceptAssets } from '../shared/use-concept-assets';
import { DuplicateFileDialog } from '../upload/DuplicateFileDialog';
import { UploadDropZone } from '../upload/UploadDropZone';
import { DEFAULT_UPLOAD_LIMITS, SINGLE_FILE_LIMITS } from '../upload/upload-limits';
import { describeOneFileOnly, describeRejection } from '../upload/upload-messages';
import { UploadProblemDialog, type UploadProblem } from '../upload/UploadProblemDialog';
import type { UploadItem } from '../upload/upload-types';
import { useUploadManager } from '../upload/use-upload-manager';

interface AssetGroupCardProps {
  clientCode: string;
  conceptCode: string;
  grouping: Extract<AssetGrouping, 'source' | 'design'>;
  /** Reports whether files of this card are uploading, for the tab's leave warning. */
  onBusyChange: (isBusy: boolean) => void;
}

/** One grouping's files (spec 2 §2.2 files tab): the list with preview, name, size and download, and an upload area. */
export function AssetGroupCard({ clientCode, conceptCode, grouping, onBusyChange }: AssetGroupCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { can } = usePermissions();
  const isSingle = grouping === 'source';
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [cancelTarget, setCancelTarget] = useState<UploadItem | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<{ code: string; name: string } | null>(null);
  const { assets, isLoading, error, refetch } = useConceptAssets({ clientCode, conceptCode, assetType: grouping });
  const uploads = useUploadManager({
    clientCode,
    conceptCode,
    assetType: grouping,
    // Spec 2 §5: a source-asset upload takes at most 1 file.
    limits: isSingle ? SINGLE_FILE_LIMITS : DEFAULT_UPLOAD_LIMITS,
    isResumable: true,
    onSettled: (item) => {
      // A new file is a new asset in the list (membership).
      if (item.status === 'done') void refetch();
    },
  });
  useEffect(() => onBusyChange(uploads.isBusy), [uploads.isBusy, onBusyChange]);

  const uploadFiles = (files: File[]) => {
    if (isSingle && files.length > 1) return setProblem(describeOneFileOnly(t, files));
    const { rejection } = uploads.manager.addFiles(files);
    if (rejection) setProblem(describeRejection(t, rejection));
  };

  let list;
  if (error && assets.length === 0) {
    list = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('assets.files.loadFailed')}
      </Alert>
    );
  } else if (isLoading) {
    list = (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
        <CircularProgress size={24} aria-label={t('app.loading')} />
      </Box>
    );
  } else if (assets.length === 0) {
    list = (
      <Typography variant="body2" color="text.secondary">
        {t(`assets.files.empty.${grouping}`)}
      </Typography>
    );
  } else {
    list = (
      <List dense disablePadding aria-labelledby={titleId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {assets.map((asset) => (
          <ListItem
            key={asset.code}
            divider
            sx={{ gap: 1.5 }}
            secondaryAction={
              <Stack direction="row" spacing={0.5}>
                {asset.downloadUrl ? (
                  <Tooltip title={t('assets.actions.download')}>
                    <IconButton
                      component="a"
                      href={asset.downloadUrl}
                      download
                      aria-label={t('assets.actions.downloadNamed', { name: asset.name })}
                    >
                      <DownloadOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : null}
                {can('asset:delete') ? (
                  <Tooltip title={t('assets.actions.delete')}>
                    <IconButton
                      onClick={() => setDeleteTarget({ code: asset.code, name: asset.name })}
                      aria-label={t('assets.actions.deleteNamed', { name: asset.name })}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : null}
              </Stack>
            }
          >
            <Box sx={{ width: 64, flexShrink: 0 }}>
              <AssetPreview asset={asset} height={48} retry={can('asset:update') ? { clientCode } : undefined} />
            </Box>
            <Box sx={{ minWidth: 0, flex: 1, pr: can('asset:delete') ? 10 : 5 }}>
              <Link
                component={RouterLink}
                to={buildAssetEditorPath(clientCode, conceptCode, asset.code)}
                underline="hover"
                noWrap
                sx={{ display: 'block' }}
              >
                {asset.name}
              </Link>
              <Typography variant="caption" color="text.secondary">
                {formatSizeMb(asset.size)}
              </Typography>
            </Box>
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {t(`assets.files.titles.${grouping}`)}
          </Typography>
          {can('asset:create') ? (
            <Button size="small" startIcon={<Add />} component={RouterLink} to={buildAssetCreatePath(clientCode, conceptCode, grouping)}>
              {t('assets.tab.addAsset')}
            </Button>
          ) : null}
        </Box>
        {can('asset:create') ? <UploadDropZone onFiles={uploadFiles} isSingle={isSingle} /> : null}
        <InterruptedUploadsAlert uploads={uploads.interrupted} onDiscard={(uploadId) => void uploads.discardInterrupted(uploadId)} />
        <UploadQueueList items={uploads.items} onCancel={setCancelTarget} onRemove={(item) => uploads.remove(item.id)} />
        {list}
      </Stack>
      <ConfirmDialog
        open={cancelTarget !== null}
        title={t('assets.uploads.cancelTitle')}
        message={t('assets.uploads.cancelMessage', { name: cancelTarget?.file.name ?? '' })}
        confirmLabel={t('assets.uploads.cancelConfirm')}
        isDestructive
        onConfirm={() => {
          if (cancelTarget) uploads.cancel(cancelTarget.id);
          setCancelTarget(null);
        }}
        onClose={() => setCancelTarget(null)}
      />
      <DuplicateFileDialog
        fileName={uploads.duplicatePrompt?.item.file.name ?? null}
        onAnswer={(decision) => uploads.duplicatePrompt?.answer(decision)}
        canReplaceAll={!isSingle}
      />
      <UploadProblemDialog problem={problem} onClose={() => setProblem(null)} />
      {deleteTarget ? (
        <DeleteAssetsDialog
          clientCode={clientCode}
          assets={[deleteTarget]}
          onClose={() => setDeleteTarget(null)}
          onDeleted={() => void refetch()}
        />
      ) : null}
    </Card>
  );
}
