import CancelOutlined from '@mui/icons-material/CancelOutlined';
import Close from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { gridStringOrNumberComparator, type GridColDef, type GridComparatorFn, type GridRowId } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AssetListFieldsFragment } from '../../../gql/graphql';
import { findKindOfFile } from '../asset-types';
import { formatPixels, formatSeconds, formatSizeMb } from '../shared/asset-format';
import { labelAssetKind, labelAssetStatus, labelPerson } from '../shared/asset-labels';
import { AssetKindIcon } from '../shared/AssetKindIcon';
import { AssetPreview } from '../shared/AssetPreview';
import type { UploadItem } from '../upload/upload-types';
import type { AssetColumnCode } from './asset-grid-columns';
import { UploadProgressCell } from './UploadProgressCell';

/** A grid row: a stored asset, or a file being uploaded (shown on top, not selectable). */
export type AssetGridRow =
  { rowKind: 'asset'; id: string; asset: AssetListFieldsFragment } | { rowKind: 'upload'; id: string; upload: UploadItem };

const UPLOAD_ROW_PREFIX = 'upload:';
export const toUploadRowId = (uploadId: string) => `${UPLOAD_ROW_PREFIX}${uploadId}`;
export const isUploadRowId = (id: GridRowId) => String(id).startsWith(UPLOAD_ROW_PREFIX);

/** Spec 2 §9. */
const MIN_COLUMN_WIDTH = 130;
const ACTIONS_COLUMN_WIDTH = 250;

type Column = GridColDef<AssetGridRow>;

export interface AssetColumnOptions {
  clientCode: string;
  buildEditPath: (asset: AssetListFieldsFragment) => string;
  folderNames: ReadonlyMap<string, string>;
  canView: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onDelete: (asset: AssetListFieldsFragment) => void;
  onCancelUpload: (upload: UploadItem) => void;
  onRemoveUpload: (upload: UploadItem) => void;
}

/**
 * Sorting keeps upload rows on top whatever the direction; asset rows sort by the column's value.
 * (With getSortComparator the grid uses the comparator as given for each direction.)
 */
function keepUploadsOnTop(column: Column): Column {
  const base: GridComparatorFn = column.sortComparator ?? gridStringOrNumberComparator;
  return {
    ...column,
    getSortComparator: (direction) => {
      const sign = direction === 'desc' ? -1 : 1;
      return (left, right, leftParams, rightParams) => {
        const isLeftUpload = isUploadRowId(leftParams.id);
        const isRightUpload = isUploadRowId(rightParams.id);
        if (isLeftUpload || isRightUpload) return isLeftUpload === isRightUpload ? 0 : isLeftUpload ? -1 : 1;
        return sign * base(left, right, leftParams, rightParams);
      };
    },
  };
}

const assetValue =
  <Value,>(read: (asset: AssetListFieldsFragment) => Value) =>
  (_value: unknown, row: AssetGridRow): Value | null =>
    row.rowKind === 'asset' ? read(row.asset) : null;

/** Every column of spec 2 §2.3, in the default order. */
export function useAssetColumns(options: AssetColumnOptions): Column[] {
  const { t } = useTranslation();
  const { clientCode, buildEditPath, folderNames, canView, canUpdate, canDelete, onDelete, onCancelUpload, onRemoveUpload } = options;

  return useMemo(() => {
    const notAvailable = t('assets.grid.notAvailable');
    const column = (field: AssetColumnCode, extra: Partial<Column> = {}): Column =>
      keepUploadsOnTop({
        field,
        headerName: t(`assets.grid.columns.${field}`),
        minWidth: MIN_COLUMN_WIDTH,
        width: MIN_COLUMN_WIDTH,
        ...extra,
      });
    const text = (field: AssetColumnCode, read: (asset: AssetListFieldsFragment) => string | number | null | undefined) =>
      column(field, { valueGetter: assetValue((asset) => read(asset) ?? null) });

    return [
      column('uploadProgress', {
        width: 220,
        sortable: false,
        hideable: false,
        renderCell: ({ row }) => (row.rowKind === 'upload' ? <UploadProgressCell item={row.upload} /> : null),
      }),
      column('preview', {
        sortable: false,
        renderCell: ({ row }) =>
          // The grid renders only the rows in view: their pictures load at once.
          row.rowKind === 'asset' ? (
            <AssetPreview asset={row.asset} height={56} retry={canUpdate ? { clientCode } : undefined} isEager />
          ) : (
            <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <AssetKindIcon kind={findKindOfFile(row.upload.file)} color="disabled" />
            </Box>
          ),
      }),
      column('name', {
        width: 240,
        hideable: false,
        valueGetter: (_value, row) => (row.rowKind === 'asset' ? row.asset.name : row.upload.file.name),
        renderCell: ({ row }) =>
          row.rowKind === 'asset' ? (
            <Link component={RouterLink} to={buildEditPath(row.asset)} underline="hover" noWrap>
              {row.asset.name}
            </Link>
          ) : (
            <Box component="span" sx={{ color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {row.upload.file.name}
            </Box>
          ),
      }),
      text('fileName', (asset) => asset.fileName),
      column('status', {
        valueGetter: assetValue((asset) => asset.status),
        valueFormatter: (value: string | null) => (value ? labelAssetStatus(t, value) : ''),
      }),
      text('code', (asset) => asset.code),
      column('size', {
        type: 'number',
        valueGetter: assetValue((asset) => asset.size ?? null),
        valueFormatter: (value: number | null) => formatSizeMb(value),
      }),
      text('aspectRatio', (asset) => asset.aspectRatio),
      column('estimatedEffort', { type: 'number', valueGetter: assetValue((asset) => asset.estimatedEffort ?? null) }),
      column('actualEffort', { type: 'number', valueGetter: assetValue((asset) => asset.actualEffort ?? null) }),
      text('extension', (asset) => asset.extension),
      ...(['width', 'height'] as const).map((field) =>
        column(field, {
          type: 'number',
          valueGetter: assetValue((asset) => asset[field] ?? null),
          renderCell: ({ row }) => (row.rowKind === 'asset' ? formatPixels(row.asset[field], notAvailable) : null),
        }),
      ),
      column('length', {
        type: 'number',
        valueGetter: assetValue((asset) => asset.length ?? null),
        valueFormatter: (value: number | null) => formatSeconds(value),
      }),
      text('assignedUser', (asset) => labelPerson(asset.assignedUser)),
      column('type', {
        valueGetter: assetValue((asset) => asset.type),
        valueFormatter: (value: string | null) => (value ? labelAssetKind(t, value) : ''),
      }),
      text('creativeNode', (asset) => (asset.creativeNode ? (folderNames.get(asset.creativeNode.code) ?? '') : '')),
      column('actions', {
        width: ACTIONS_COLUMN_WIDTH,
        minWidth: ACTIONS_COLUMN_WIDTH,
        sortable: false,
        hideable: false,
        renderCell: ({ row }) =>
          row.rowKind === 'asset' ? (
            <AssetRowActions
              asset={row.asset}
              editPath={canView ? buildEditPath(row.asset) : null}
              onDelete={canDelete ? () => onDelete(row.asset) : null}
            />
          ) : (
            <UploadRowActions upload={row.upload} onCancel={onCancelUpload} onRemove={onRemoveUpload} />
          ),
      }),
    ];
  }, [t, clientCode, buildEditPath, folderNames, canView, canUpdate, canDelete, onDelete, onCancelUpload, onRemoveUpload]);
}

interface AssetRowActionsProps {
  asset: AssetListFieldsFragment;
  /** Null without the read-asset permission (spec 2 §2.3). */
  editPath: string | null;
  onDelete: (() => void) | null;
}

/** Download, edit and delete of one asset: the grid's actions column and the tiles. */
export function AssetRowActions({ asset, editPath, onDelete }: AssetRowActionsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%' }}>
      {asset.downloadUrl ? (
        <Tooltip title={t('assets.actions.download')}>
          <IconButton
            size="small"
            component="a"
            href={asset.downloadUrl}
            download
            aria-label={t('assets.actions.downloadNamed', { name: asset.name })}
          >
            <DownloadOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {editPath ? (
        <Tooltip title={t('assets.actions.edit')}>
          <IconButton size="small" component={RouterLink} to={editPath} aria-label={t('assets.actions.editNamed', { name: asset.name })}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {onDelete ? (
        <Tooltip title={t('assets.actions.delete')}>
          <IconButton size="small" onClick={onDelete} aria-label={t('assets.actions.deleteNamed', { name: asset.name })}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Box>
  );
}

/** Cancel for a waiting or loading file (after a confirmation), X for a failed one. */
export function UploadRowActions({
  upload,
  onCancel,
  onRemove,
}: {
  upload: UploadItem;
  onCancel: (upload: UploadItem) => void;
  onRemove: (upload: UploadItem) => void;
}) {
  const { t } = useTranslation();
  if (upload.status === 'error') {
    return (
      <IconButton size="small" onClick={() => onRemove(upload)} aria-label={t('assets.uploads.removeNamed', { name: upload.file.name })}>
        <Close fontSize="small" />
      </IconButton>
    );
  }
  if (upload.status !== 'waiting' && upload.status !== 'loading') return null;
  return (
    <Tooltip title={t('assets.uploads.cancel')}>
      <span>
        <IconButton
          size="small"
          onClick={() => onCancel(upload)}
          disabled={upload.isAwaitingDecision}
          aria-label={t('assets.uploads.cancelNamed', { name: upload.file.name })}
        >
          <CancelOutlined fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
