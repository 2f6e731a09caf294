import { useQuery } from '@apollo/client/react';
import ClearIcon from '@mui/icons-material/Clear';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';

/** Spec 2 §9: search debounce; the picker's page size. */
export const PICKER_SEARCH_DEBOUNCE_MS = 200;
const PAGE_SIZE = 50;
const ALL_FOLDERS = '__all__';

const PickerFoldersQuery = graphql(`
  query AdLinkPickerFolders($clientCode: String!, $applicationCode: String!) {
    creativeNodes(clientCode: $clientCode, applicationCode: $applicationCode) {
      ...AdLinkPickerFolder
      creativeNodes {
        ...AdLinkPickerFolder
        creativeNodes {
          ...AdLinkPickerFolder
          creativeNodes {
            ...AdLinkPickerFolder
          }
        }
      }
    }
  }
`);

graphql(`
  fragment AdLinkPickerFolder on CreativeNode {
    code
    name
    status
  }
`);

const PickerConceptsQuery = graphql(`
  query AdLinkPickerConcepts($clientCode: String!, $applicationCode: String!, $filter: ConceptFilter, $offset: Int, $limit: Int) {
    applicationCreativeConcepts(
      clientCode: $clientCode
      applicationCode: $applicationCode
      filter: $filter
      offset: $offset
      limit: $limit
      sort: ["createDate:DESC"]
    ) {
      totalItemCount
      items {
        code
        internalId
        name
        status
        conceptImage
      }
    }
  }
`);

interface FolderItem {
  id: string;
  label: string;
  children: FolderItem[];
}

interface RawFolder {
  code: string;
  name: string;
  creativeNodes?: RawFolder[] | null;
}

function toFolderItems(folders: readonly RawFolder[]): FolderItem[] {
  return folders.map((folder) => ({ id: folder.code, label: folder.name, children: toFolderItems(folder.creativeNodes ?? []) }));
}

function collectIds(items: readonly FolderItem[]): string[] {
  return items.flatMap((item) => [item.id, ...collectIds(item.children)]);
}

/** The concept list filter: the chosen folder and a name or internal ID contains-match (spec 2 §5). */
export function buildPickerFilter(folderCode: string | null, term: string) {
  const conditions: Record<string, unknown>[] = [];
  if (folderCode) conditions.push({ field: 'creativeNode.code', operator: 'equals', value: folderCode });
  if (term)
    conditions.push({
      or: [
        { field: 'name', operator: 'contains', value: term },
        { field: 'internalId', operator: 'contains', value: term },
      ],
    });
  return conditions.length ? { and: conditions } : null;
}

export interface PickedAdLinkConcept {
  code: string;
  name: string;
}

interface AdLinkConceptPickerDialogProps {
  open: boolean;
  clientCode: string;
  applicationCode: string;
  currentConceptCode: string;
  onSelect: (concept: PickedAdLinkConcept) => void;
  onClose: () => void;
}

/**
 * Spec 2 §2.7's concept picker: the folder tree on the left (all open, no dragging), a search
 * (debounced 200 ms, with a clear button) and a grid of image, name (the current concept starred)
 * and status on the right. Select is off until another concept than the current one is chosen.
 */
export function AdLinkConceptPickerDialog(props: AdLinkConceptPickerDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>{t('adUsage.picker.title')}</DialogTitle>
      {props.open ? <PickerContent {...props} /> : null}
    </Dialog>
  );
}

function PickerContent({ clientCode, applicationCode, currentConceptCode, onSelect, onClose }: AdLinkConceptPickerDialogProps) {
  const { t } = useTranslation();
  const [folder, setFolder] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<PickedAdLinkConcept | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setTerm(input.trim());
      setPage(0);
    }, PICKER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const folders = useQuery(PickerFoldersQuery, { variables: { clientCode, applicationCode }, fetchPolicy: 'network-only' });
  const folderItems = useMemo<FolderItem[]>(
    () => [{ id: ALL_FOLDERS, label: t('adUsage.picker.allFolders'), children: toFolderItems(folders.data?.creativeNodes ?? []) }],
    [folders.data, t],
  );
  const [expandedItems, setExpandedItems] = useState<string[]>([]);
  // Spec 2 §2.7: the tree starts all open.
  useEffect(() => setExpandedItems(collectIds(folderItems)), [folderItems]);

  const concepts = useQuery(PickerConceptsQuery, {
    variables: { clientCode, applicationCode, filter: buildPickerFilter(folder, term), offset: page * PAGE_SIZE, limit: PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
  const rows = concepts.data?.applicationCreativeConcepts.items ?? concepts.previousData?.applicationCreativeConcepts.items ?? [];
  const columns = useMemo<GridColDef<(typeof rows)[number]>[]>(
    () => [
      {
        field: 'conceptImage',
        headerName: t('adUsage.picker.image'),
        width: 90,
        sortable: false,
        renderCell: ({ row }) =>
          row.conceptImage ? (
            <Box
              component="img"
              src={row.conceptImage}
              alt=""
              sx={{ width: 56, height: 40, objectFit: 'cover', borderRadius: 0.5, display: 'block', mt: 0.5 }}
            />
          ) : (
            <ImageOutlined color="disabled" sx={{ mt: 1.5 }} />
          ),
      },
      {
        field: 'name',
        headerName: t('adUsage.picker.name'),
        flex: 1,
        minWidth: 200,
        sortable: false,
        valueGetter: (_value, row) => (row.code === currentConceptCode ? `★ ${row.name}` : row.name),
      },
      { field: 'internalId', headerName: 'ID', width: 90, sortable: false },
      { field: 'status', headerName: t('adUsage.picker.status'), minWidth: 130, sortable: false },
    ],
    [t, currentConceptCode],
  );
  const selection = useMemo<GridRowSelectionModel>(() => ({ type: 'include', ids: new Set(chosen ? [chosen.code] : []) }), [chosen]);
  const canSelect = Boolean(chosen && chosen.code !== currentConceptCode);

  return (
    <>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' }, gap: 2 }}>
          <Box component="nav" aria-label={t('adUsage.picker.folders')} sx={{ maxHeight: 520, overflow: 'auto' }}>
            <Typography variant="overline">{t('adUsage.picker.folders')}</Typography>
            <RichTreeView
              items={folderItems}
              expandedItems={expandedItems}
              onExpandedItemsChange={(_event, ids) => setExpandedItems(ids)}
              selectedItems={folder ?? ALL_FOLDERS}
              onSelectedItemsChange={(_event, id) => {
                setFolder(!id || id === ALL_FOLDERS ? null : id);
                setPage(0);
              }}
            />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <TextField
              size="small"
              fullWidth
              label={t('adUsage.picker.search')}
              value={input}
              onChange={(event) => setInput(event.target.value)}
              autoFocus
              sx={{ mb: 1.5 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: input ? (
                    <InputAdornment position="end">
                      <IconButton size="small" aria-label={t('adUsage.picker.clear')} onClick={() => setInput('')}>
                        <ClearIcon fontSize="small" />
                      </IconButton>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
            <DataGrid
              aria-label={t('adUsage.picker.gridLabel')}
              rows={rows}
              columns={columns}
              getRowId={(row) => row.code}
              loading={concepts.loading}
              rowCount={concepts.data?.applicationCreativeConcepts.totalItemCount ?? 0}
              paginationMode="server"
              paginationModel={{ page, pageSize: PAGE_SIZE }}
              onPaginationModelChange={(model) => setPage(model.page)}
              pageSizeOptions={[PAGE_SIZE]}
              rowSelectionModel={selection}
              onRowSelectionModelChange={(model) => {
                const [code] = [...model.ids];
                const row = rows.find((item) => item.code === code);
                setChosen(row ? { code: row.code, name: row.name } : null);
              }}
              rowHeight={52}
              disableColumnMenu
              hideFooterSelectedRowCount
              sx={{ height: 460 }}
            />
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t('adUsage.picker.cancel')}</Button>
        <Button variant="contained" disabled={!canSelect} onClick={() => chosen && onSelect(chosen)}>
          {t('adUsage.picker.select')}
        </Button>
      </DialogActions>
    </>
  );
}
