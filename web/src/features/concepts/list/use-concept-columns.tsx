import ImageOutlined from '@mui/icons-material/ImageOutlined';
import SubdirectoryArrowRight from '@mui/icons-material/SubdirectoryArrowRight';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ConceptRowFragment } from '../../../gql/graphql';
import { formatFolderPath } from '../../folders';
import { targetDateOf } from '../shared/concept-rules';
import { personLabel } from '../../../lib/person-label';
import { DeliveryIndicator } from '../shared/DeliveryIndicator';
import { LifeCycleIndicator } from '../shared/LifeCycleIndicator';
import { formatPerson, formatShortDate, translateConceptValue } from './concept-labels';
import { ConceptRowActions, type ConceptRowActionHandlers } from './ConceptRowActions';

/** Spec 1 §9: variants sit 30 px further in than the concepts around them. */
export const CHILD_ROW_INDENT_PX = 30;

/** Grid sort field → the server's sort key (other columns do not sort). */
export const SORT_KEYS: Record<string, string> = {
  internalId: 'internalId',
  name: 'name',
  status: 'status',
  targetDate: 'targetDeliveryDate',
};

interface ColumnOptions extends ConceptRowActionHandlers {
  buildEditPath: (concept: ConceptRowFragment) => string;
  isSearchActive: boolean;
  /** Renders a concept's flags beside its name (creative fatigue); none when absent. */
  renderNameBadge?: (concept: ConceptRowFragment) => ReactNode;
}

type Column = GridColDef<ConceptRowFragment>;

/** Every column of spec 1 §2; the folder column only while a search is active. */
export function useConceptColumns(options: ColumnOptions): Column[] {
  const { t } = useTranslation();
  const { buildEditPath, isSearchActive, onDelete, onMoveToFolder, onChangeApplications, renderNameBadge } = options;

  return useMemo(() => {
    const label = (code: string) => t(`conceptsList.columns.${code}` as never);
    const plain = (field: string, width = 130): Column => ({ field, headerName: label(field), width, sortable: false });
    const columns: Column[] = [
      {
        ...plain('image', 72),
        renderCell: ({ row }) => <ConceptThumbnail src={row.conceptImage} alt={row.name} />,
      },
      {
        ...plain('internalId', 110),
        sortable: true,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={buildEditPath(row)} underline="hover">
            {row.internalId}
          </Link>
        ),
      },
      {
        ...plain('name', 240),
        flex: 1,
        minWidth: 200,
        sortable: true,
        renderCell: ({ row }) => (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              minWidth: 0,
              pl: row.modelType === 'child' ? `${CHILD_ROW_INDENT_PX}px` : 0,
            }}
          >
            {row.modelType === 'child' ? (
              <SubdirectoryArrowRight fontSize="small" sx={{ color: 'text.secondary' }} aria-label={t('conceptsList.grid.variant')} />
            ) : null}
            <Link component={RouterLink} to={buildEditPath(row)} underline="hover" noWrap>
              {row.name}
            </Link>
            {renderNameBadge?.(row)}
          </Box>
        ),
      },
      { ...plain('creativeLead', 150), valueGetter: (_value, row) => formatPerson(row.creativeLead) },
      {
        ...plain('targetDate', 140),
        sortable: true,
        valueGetter: (_value, row) => targetDateOf(row),
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <DeliveryIndicator concept={row} />
            {formatShortDate(targetDateOf(row))}
          </Box>
        ),
      },
      { ...plain('status', 150), sortable: true, valueGetter: (_value, row) => translateConceptValue(t, 'status', row.status) },
      { ...plain('lifeCycle', 200), renderCell: ({ row }) => <LifeCycleIndicator status={row.status} showLabel /> },
      { ...plain('modelType', 110), valueGetter: (_value, row) => translateConceptValue(t, 'modelType', row.modelType) },
      { ...plain('type', 110), valueGetter: (_value, row) => translateConceptValue(t, 'intendedUse', row.type) },
      { ...plain('subtype', 120), valueGetter: (_value, row) => translateConceptValue(t, 'purpose', row.subtype) },
      { ...plain('assignedUser', 150), valueGetter: (_value, row) => formatPerson(row.assignedUser) },
      { ...plain('estimatedEffort', 130), type: 'number' },
      { ...plain('actualEffort', 120), type: 'number' },
      { ...plain('createBy', 150), valueGetter: (_value, row) => personLabel(row.audit.createBy, t('conceptEditor.system')) },
      { ...plain('productionAssetCount', 150), type: 'number' },
    ];
    if (isSearchActive) {
      // Right after the name, where a search result's whereabouts are read first.
      columns.splice(columns.findIndex((column) => column.field === 'name') + 1, 0, {
        ...plain('folder', 170),
        hideable: false,
        valueGetter: (_value, row) => row.creativeNode?.name ?? '',
        renderCell: ({ row }) =>
          row.creativeNode ? (
            <Tooltip title={formatFolderPath(row.creativeNode.pathNames)}>
              <span>{row.creativeNode.name}</span>
            </Tooltip>
          ) : null,
      });
    }
    columns.push({
      ...plain('actions', 130),
      headerName: label('actions'),
      hideable: false,
      disableColumnMenu: true,
      filterable: false,
      renderCell: ({ row }) => (
        <ConceptRowActions
          concept={row}
          editPath={buildEditPath(row)}
          canEdit={row.viewerCanUpdate}
          canDelete={row.viewerCanDelete}
          canChangeFolder={row.viewerCanChangeFolder}
          onDelete={onDelete}
          onMoveToFolder={onMoveToFolder}
          onChangeApplications={onChangeApplications}
        />
      ),
    });
    return columns;
  }, [t, buildEditPath, isSearchActive, onDelete, onMoveToFolder, onChangeApplications, renderNameBadge]);
}

function ConceptThumbnail({ src, alt }: { src: string | null | undefined; alt: string }) {
  const { t } = useTranslation();
  const size = 40;
  if (src) {
    return (
      <Box component="img" src={src} alt={alt} sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
    );
  }
  return (
    <Box
      role="img"
      aria-label={t('conceptsList.grid.noImage')}
      sx={{
        width: size,
        height: size,
        borderRadius: 1,
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        color: 'text.disabled',
      }}
    >
      <ImageOutlined fontSize="small" />
    </Box>
  );
}
