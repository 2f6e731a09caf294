import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { buildConceptEditorPath, useCurrentClient } from '../../../session';
import { personLabel } from '../../../lib/person-label';
import { LifeCycleIndicator } from '../shared/LifeCycleIndicator';
import { labelStatus } from '../editor/concept-labels';
import { formatShortDate } from '../../../lib/format-date';

/** Spec 1 §9: the child concepts grid is 700 px high. */
export const CHILD_GRID_HEIGHT = 700;

export interface ChildConcept {
  code: string;
  internalId: string;
  name: string;
  status: string;
  targetDeliveryDate: string | null;
  deliveryDate: string | null;
  assignedUser: { firstName: string; lastName: string; emailAddress: string } | null;
  viewerCanApprove: boolean;
}

interface ChildConceptsGridProps {
  parentName: string;
  rows: readonly ChildConcept[];
  isLoading: boolean;
  /** Approve and reject are enabled only for approval users; the buttons show either way. */
  isBusy: boolean;
  canUnlink: boolean;
  onDecide: (child: ChildConcept, status: 'approved' | 'rejected') => void;
  onUnlink: (child: ChildConcept) => void;
}

/** The parent's variants: per-child approve and reject while pending approval, and unlink. */
export function ChildConceptsGrid({ parentName, rows, isLoading, isBusy, canUnlink, onDecide, onUnlink }: ChildConceptsGridProps) {
  const { t, i18n } = useTranslation();
  const client = useCurrentClient();

  const columns = useMemo<GridColDef<ChildConcept>[]>(
    () => [
      { field: 'internalId', headerName: t('conceptEditor.children.columns.internalId'), width: 100 },
      {
        field: 'name',
        headerName: t('conceptEditor.children.columns.name'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={buildConceptEditorPath(client.code, row.internalId || row.code)}>
            {row.name}
          </Link>
        ),
      },
      {
        field: 'status',
        headerName: t('conceptEditor.children.columns.status'),
        width: 140,
        valueGetter: (_value, row) => labelStatus(t, row.status),
      },
      {
        field: 'lifeCycle',
        headerName: t('conceptEditor.children.columns.lifeCycle'),
        width: 90,
        sortable: false,
        renderCell: ({ row }) => <LifeCycleIndicator status={row.status} />,
      },
      {
        field: 'targetDate',
        headerName: t('conceptEditor.children.columns.targetDate'),
        width: 100,
        valueGetter: (_value, row) => row.deliveryDate ?? row.targetDeliveryDate,
        valueFormatter: (value: string | null) => formatShortDate(value, i18n.language),
      },
      {
        field: 'assignedUser',
        headerName: t('conceptEditor.children.columns.assignedUser'),
        flex: 0.6,
        minWidth: 120,
        valueGetter: (_value, row) => (row.assignedUser ? personLabel(row.assignedUser, '') : ''),
      },
      {
        field: 'approval',
        headerName: t('conceptEditor.children.columns.approval'),
        width: 180,
        sortable: false,
        renderCell: ({ row }) =>
          row.status === 'pendingApproval' ? (
            <Tooltip title={row.viewerCanApprove ? '' : t('conceptEditor.children.approvalOnly')}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
                <Button
                  size="small"
                  variant="contained"
                  color="success"
                  disabled={!row.viewerCanApprove || isBusy}
                  onClick={() => onDecide(row, 'approved')}
                  aria-label={t('conceptEditor.children.approveNamed', { name: row.name })}
                >
                  {t('conceptEditor.children.approve')}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  disabled={!row.viewerCanApprove || isBusy}
                  onClick={() => onDecide(row, 'rejected')}
                  aria-label={t('conceptEditor.children.rejectNamed', { name: row.name })}
                >
                  {t('conceptEditor.children.reject')}
                </Button>
              </Stack>
            </Tooltip>
          ) : null,
      },
      {
        field: 'actions',
        headerName: t('conceptEditor.children.columns.actions'),
        width: 70,
        sortable: false,
        renderCell: ({ row }) =>
          canUnlink ? (
            <Tooltip title={t('conceptEditor.children.unlinkNamed', { name: row.name })}>
              <IconButton
                size="small"
                onClick={() => onUnlink(row)}
                aria-label={t('conceptEditor.children.unlinkNamed', { name: row.name })}
              >
                <LinkOffOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null,
      },
    ],
    [t, i18n.language, client.code, isBusy, canUnlink, onDecide, onUnlink],
  );

  return (
    <DataGrid
      aria-label={t('conceptEditor.children.gridLabel', { name: parentName })}
      rows={rows}
      columns={columns}
      getRowId={(row) => row.code}
      loading={isLoading}
      disableRowSelectionOnClick
      hideFooter={rows.length <= 100}
      localeText={{ noRowsLabel: t('conceptEditor.children.empty') }}
      // flex none: the DataGrid root is flex 1 (basis 0), which lets a flex column shrink it below its 700 px.
      sx={{ height: CHILD_GRID_HEIGHT, flex: 'none', bgcolor: 'background.paper' }}
    />
  );
}
