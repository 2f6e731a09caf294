import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { lazy, memo, Suspense, useId, useRef } from 'react';
import { useSearchShortcut } from '../../../../session';
import { useTranslation } from 'react-i18next';
import LinearProgress from '@mui/material/LinearProgress';
import { createDefaultSearchState, type SearchState } from './search-filter';

// Opened on demand (the panel starts closed): loaded then, with the date pickers it uses.
const QueryBuilder = lazy(() => import('./QueryBuilder').then((module) => ({ default: module.QueryBuilder })));

interface SearchPanelProps {
  clientCode: string;
  applicationCode: string;
  search: SearchState;
  onSearchChange: (search: SearchState) => void;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The search filters something, so the list looks across all folders. */
  isSearchActive: boolean;
}

/** The collapsible filter and search panel: a quick name search always at hand, the query builder below. */
/** Memoised: folder-panel changes must not re-render the builder. */
export const SearchPanel = memo(function SearchPanel({
  clientCode,
  applicationCode,
  search,
  onSearchChange,
  isOpen,
  onOpenChange,
  isSearchActive,
}: SearchPanelProps) {
  const { t } = useTranslation();
  const builderId = useId();
  const quickSearchRef = useRef<HTMLInputElement>(null);
  useSearchShortcut(quickSearchRef);
  return (
    <Paper variant="outlined" component="section" aria-label={t('conceptsList.search.panelLabel')} sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="search"
          placeholder={t('conceptsList.search.quickSearchPlaceholder')}
          inputRef={quickSearchRef}
          value={search.quickSearch}
          onChange={(event) => onSearchChange({ ...search, quickSearch: event.target.value })}
          sx={{ flex: '1 1 220px', maxWidth: 360 }}
          slotProps={{
            htmlInput: { 'aria-label': t('conceptsList.search.quickSearch') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button
          size="small"
          startIcon={<FilterListOutlined />}
          endIcon={isOpen ? <ExpandLess /> : <ExpandMore />}
          aria-expanded={isOpen}
          aria-controls={builderId}
          onClick={() => onOpenChange(!isOpen)}
        >
          {t('conceptsList.search.toggle')}
        </Button>
        {isSearchActive ? (
          <>
            <Chip size="small" color="info" variant="outlined" label={t('conceptsList.search.allFolders')} />
            <Button size="small" onClick={() => onSearchChange(createDefaultSearchState())}>
              {t('conceptsList.search.clear')}
            </Button>
          </>
        ) : null}
      </Box>
      <Collapse in={isOpen} id={builderId} unmountOnExit>
        <Box sx={{ pt: 2 }}>
          <Suspense fallback={<LinearProgress sx={{ my: 2 }} />}>
            <QueryBuilder clientCode={clientCode} applicationCode={applicationCode} search={search} onChange={onSearchChange} />
          </Suspense>
        </Box>
      </Collapse>
    </Paper>
  );
});
