import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { VisibilityRules } from '../../components/grid/grid-formatting';
import type { AdCopyRowFragment } from '../../gql/graphql';

/**
 * Spec 2 §2.8: type, theme, name, status and rank shown until the user chooses; the actions always.
 * Every column the chooser offers needs its default here: the stored choice keeps only these fields.
 */
export const AD_COPY_VISIBILITY: VisibilityRules = {
  defaults: {
    type: true,
    theme: true,
    name: true,
    status: true,
    rankField: true,
    performanceRank: false,
    adCopy: false,
    headline: false,
  },
  forced: { actions: true },
};

const STATUS_COLOR: Record<string, 'success' | 'info' | 'warning' | 'default'> = {
  active: 'success',
  approved: 'info',
  proposed: 'warning',
  inactive: 'default',
};

interface ColumnOptions {
  t: TFunction;
  buildEditPath: (row: AdCopyRowFragment) => string;
  onCopyUrl: (row: AdCopyRowFragment) => void;
  onDelete: (row: AdCopyRowFragment) => void;
  /** Top / middle / bottom from the linked ads' performance, beside the hand-set rank; null when there is none. */
  renderPerformanceRank?: (row: AdCopyRowFragment) => ReactNode;
}

/** Every cell links to the editor (spec 2 §2.8); long texts wrap to the row's two lines. */
function CellLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      color="inherit"
      underline="hover"
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        whiteSpace: 'normal',
        lineHeight: 1.4,
      }}
    >
      {children}
    </Link>
  );
}

/**
 * A cell with nothing to show still links to the editor (spec 2 §2.8): a dash to click, named for
 * screen readers by what is missing, so the link is never an empty tab stop.
 */
function EmptyCellLink({ to, label }: { to: string; label: string }) {
  return (
    <Link component={RouterLink} to={to} color="text.disabled" underline="hover" aria-label={label}>
      —
    </Link>
  );
}

export function buildAdCopyColumns({
  t,
  buildEditPath,
  onCopyUrl,
  onDelete,
  renderPerformanceRank,
}: ColumnOptions): GridColDef<AdCopyRowFragment>[] {
  const text = (field: 'theme' | 'name' | 'adCopy' | 'headline', header: string, flex: number): GridColDef<AdCopyRowFragment> => ({
    field,
    headerName: header,
    flex,
    minWidth: 130,
    sortable: false,
    display: 'flex',
    renderCell: ({ row }) => <CellLink to={buildEditPath(row)}>{row[field]}</CellLink>,
  });
  return [
    {
      field: 'type',
      headerName: t('adCopy.list.columns.type'),
      minWidth: 130,
      sortable: false,
      display: 'flex',
      renderCell: ({ row }) => (
        <CellLink to={buildEditPath(row)}>{t(`adCopy.types.${row.type}` as 'adCopy.types.standard', row.type)}</CellLink>
      ),
    },
    text('theme', t('adCopy.list.columns.theme'), 0.8),
    text('name', t('adCopy.list.columns.name'), 1.4),
    {
      field: 'status',
      headerName: t('adCopy.list.columns.status'),
      minWidth: 130,
      sortable: false,
      display: 'flex',
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={buildEditPath(row)} underline="none">
          <Chip
            size="small"
            clickable
            color={STATUS_COLOR[row.status] ?? 'default'}
            label={t(`adCopy.statuses.${row.status}` as 'adCopy.statuses.active', row.status)}
          />
        </Link>
      ),
    },
    {
      field: 'rankField',
      headerName: t('adCopy.list.columns.rank'),
      minWidth: 160,
      sortable: false,
      display: 'flex',
      renderCell: ({ row }) =>
        row.rankField ? (
          <CellLink to={buildEditPath(row)}>{t(`adCopy.ranks.${row.rankField}` as 'adCopy.ranks.none', row.rankField)}</CellLink>
        ) : (
          <EmptyCellLink to={buildEditPath(row)} label={t('adCopy.ranks.none')} />
        ),
    },
    ...(renderPerformanceRank
      ? [
          {
            field: 'performanceRank',
            headerName: t('analytics.adCopyRank.label'),
            minWidth: 140,
            sortable: false,
            display: 'flex',
            renderCell: ({ row }) => {
              const rank = renderPerformanceRank(row);
              return rank == null ? (
                <EmptyCellLink to={buildEditPath(row)} label={t('analytics.adCopyRank.none')} />
              ) : (
                <Link component={RouterLink} to={buildEditPath(row)} underline="none">
                  {rank}
                </Link>
              );
            },
          } satisfies GridColDef<AdCopyRowFragment>,
        ]
      : []),
    text('adCopy', t('adCopy.list.columns.adCopy'), 2),
    text('headline', t('adCopy.list.columns.headline'), 1.4),
    {
      field: 'actions',
      headerName: t('adCopy.list.columns.actions'),
      width: 250,
      sortable: false,
      hideable: false,
      display: 'flex',
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
          <Tooltip title={t('adCopy.list.actions.copyUrl')}>
            <IconButton size="small" aria-label={t('adCopy.list.actions.copyUrlNamed', { name: row.name })} onClick={() => onCopyUrl(row)}>
              <LinkOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('adCopy.list.actions.edit')}>
            <IconButton
              size="small"
              component={RouterLink}
              to={buildEditPath(row)}
              aria-label={t('adCopy.list.actions.editNamed', { name: row.name })}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          {row.viewerCanDelete ? (
            <Tooltip title={t('adCopy.list.actions.delete')}>
              <IconButton size="small" aria-label={t('adCopy.list.actions.deleteNamed', { name: row.name })} onClick={() => onDelete(row)}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </Box>
      ),
    },
  ];
}
