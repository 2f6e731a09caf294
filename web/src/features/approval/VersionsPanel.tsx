import { useMutation } from '@apollo/client/react';
import CompareOutlined from '@mui/icons-material/CompareOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime } from '../../lib/format-date';
import { findServerMessage } from '../../lib/graphql/errors';
import { personLabel } from '../../lib/person-label';
import { RestoreVersionMutation } from './approval-queries';
import type { AssetVersion, GalleryAsset } from './review-media';

export interface VersionsPanelProps {
  clientCode: string;
  asset: GalleryAsset;
  /** Earlier files, newest first (the asset's `versions`). */
  versions: readonly AssetVersion[];
  /** The version shown in the viewer; null: the current file. */
  viewingVersion: number | null;
  onView: (versionNumber: number | null) => void;
  /** Compare two versions (null: the current file); absent when comparing is not available. */
  onCompare?: (left: number | null, right: number | null) => void;
  /** The version the asset's last approval was made on (marked "Approved"); null for none. */
  approvedVersion?: number | null;
  /** asset:update: restore is offered. */
  canRestore: boolean;
  onRestored: (message: string) => Promise<unknown> | void;
}

/** v1, v2, … of an asset: who and when, open in the viewer, download, restore as newest, compare (issue 12 §4). */
export function VersionsPanel({
  clientCode,
  asset,
  versions,
  viewingVersion,
  onView,
  onCompare,
  approvedVersion = null,
  canRestore,
  onRestored,
}: VersionsPanelProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [restoring, setRestoring] = useState<AssetVersion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [restore, { loading }] = useMutation(RestoreVersionMutation);
  const current = asset.fileVersion;
  const system = t('conceptEditor.system');

  async function confirmRestore() {
    if (!restoring) return;
    setError(null);
    try {
      await restore({ variables: { clientCode, conceptAssetCode: asset.code, versionNumber: restoring.versionNumber } });
    } catch (caught) {
      setError(findServerMessage(caught, t('approval.versions.restoreFailed')));
      return;
    }
    const number = restoring.versionNumber;
    setRestoring(null);
    onView(null);
    await onRestored(t('approval.versions.restored', { version: number }));
  }

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3" gutterBottom>
        {t('approval.versions.title')}
      </Typography>
      <Stack component="ol" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {current ? (
          <VersionRow
            label={`v${current}`}
            detail={asset.fileName ?? asset.name}
            isCurrent
            isApproved={approvedVersion === current}
            isViewing={viewingVersion === null}
            onView={() => onView(null)}
            downloadUrl={asset.downloadUrl}
            onCompare={onCompare && versions.length > 0 ? () => onCompare(versions[0]!.versionNumber, null) : undefined}
          />
        ) : null}
        {versions.map((version) => (
          <VersionRow
            key={version.versionNumber}
            label={`v${version.versionNumber}`}
            detail={`${version.fileName ?? ''} · ${t('approval.versions.uploadedBy', {
              name: personLabel(version.createBy, system),
              date: formatDateTime(version.createDate, i18n.language),
            })}`}
            isApproved={approvedVersion === version.versionNumber}
            isViewing={viewingVersion === version.versionNumber}
            onView={() => onView(version.versionNumber)}
            downloadUrl={version.downloadUrl}
            onRestore={canRestore ? () => setRestoring(version) : undefined}
            onCompare={onCompare ? () => onCompare(version.versionNumber, null) : undefined}
          />
        ))}
      </Stack>
      {versions.length === 0 ? (
        <Typography variant="caption" color="text.secondary">
          {t('approval.versions.none')}
        </Typography>
      ) : null}
      <ConfirmDialog
        open={Boolean(restoring)}
        title={t('approval.versions.restoreTitle', { version: restoring?.versionNumber })}
        message={[
          t('approval.versions.restoreMessage', {
            version: restoring?.versionNumber,
            current: current ?? 1,
            next: (current ?? 1) + 1,
          }),
          // An approval holds for the file it approved: another one goes back to review.
          asset.assetType === 'production' && (asset.status === 'approved' || asset.status === 'active')
            ? t('approval.versions.restoreApproved')
            : null,
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t('approval.versions.restore')}
        isBusy={loading}
        error={error}
        onConfirm={() => void confirmRestore()}
        onClose={() => {
          setRestoring(null);
          setError(null);
        }}
      />
    </Box>
  );
}

function VersionRow({
  label,
  detail,
  isCurrent,
  isApproved,
  isViewing,
  onView,
  downloadUrl,
  onRestore,
  onCompare,
}: {
  label: string;
  detail: string;
  isCurrent?: boolean;
  /** The file the last approval was made on. */
  isApproved?: boolean;
  isViewing: boolean;
  onView: () => void;
  downloadUrl: string | null;
  onRestore?: () => void;
  onCompare?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', p: 0.5, borderRadius: 1, bgcolor: isViewing ? 'action.selected' : undefined }}
      aria-current={isViewing ? 'true' : undefined}
    >
      <Chip size="small" label={label} color={isCurrent ? 'primary' : 'default'} variant={isCurrent ? 'filled' : 'outlined'} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" component="p" noWrap title={detail}>
          {isCurrent ? `${t('approval.versions.current')} · ` : ''}
          {isApproved ? `${t('approval.decisionRecord.approvedVersion')} · ` : ''}
          {detail}
        </Typography>
      </Box>
      <Button
        size="small"
        startIcon={<VisibilityOutlined />}
        onClick={onView}
        disabled={isViewing}
        // The name holds the visible text (WCAG 2.5.3): "Open v1", or "Viewing v1" for the version on screen.
        aria-label={t(isViewing ? 'approval.versions.viewingNamed' : 'approval.versions.openNamed', { version: label })}
      >
        {isViewing ? t('approval.versions.viewing') : t('approval.versions.open')}
      </Button>
      {downloadUrl ? (
        <Tooltip title={t('approval.versions.download')}>
          <IconButton size="small" component="a" href={downloadUrl} download aria-label={`${t('approval.versions.download')} ${label}`}>
            <DownloadOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {onCompare ? (
        <Tooltip title={t('approval.versions.compare')}>
          <IconButton size="small" onClick={onCompare} aria-label={`${t('approval.versions.compare')} ${label}`}>
            <CompareOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {onRestore ? (
        <Tooltip title={t('approval.versions.restore')}>
          <IconButton size="small" onClick={onRestore} aria-label={`${t('approval.versions.restore')} ${label}`}>
            <RestoreOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}
