import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentClient } from '../../../session';
import { graphql } from '../../../gql';
import { labelStatus } from '../editor/concept-labels';

const ConceptSearchQuery = graphql(`
  query ConceptEditorSearch($clientCode: String!, $applicationCode: String!, $filter: ConceptFilter) {
    applicationCreativeConcepts(clientCode: $clientCode, applicationCode: $applicationCode, filter: $filter, limit: 100) {
      totalItemCount
      items {
        code
        internalId
        name
        status
        modelType
      }
    }
  }
`);

/** Spec 1 §9: search debounce. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Spec 1 §2: a link search loads 100 results. */
export const SEARCH_LIMIT = 100;

/** The search filter: concepts of one model type whose name contains the term. */
export function buildConceptSearchFilter(modelType: string, term: string) {
  return {
    and: [
      { field: 'modelType', operator: 'equals', value: modelType },
      { field: 'name', operator: 'contains', value: term },
    ],
  };
}

export interface PickedConcept {
  code: string;
  internalId: string;
  name: string;
}

export interface ConceptPickerDialogProps {
  open: boolean;
  title: string;
  searchLabel: string;
  hint: string;
  /** Which concepts can be picked: standard ones to link as variants, parents to link to. */
  modelType: 'standard' | 'parent';
  applicationCode: string;
  /** Never offered (the concept itself, its current parent or variants). */
  excludeCodes?: readonly string[];
  actionLabel: (concept: PickedConcept) => string;
  /** Said when nothing matches the term. */
  emptyLabel: (term: string) => string;
  onPick: (concept: PickedConcept) => void;
  onClose: () => void;
  isBusy?: boolean;
  error?: string | null;
}

/**
 * The concept picker: finds concepts of one model type by name (a non-empty term, 100 results) and
 * picks one. Linking a variant to a parent and a parent to its variants both use it.
 */
export function ConceptPickerDialog(props: ConceptPickerDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.isBusy ? undefined : props.onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      {props.open ? <ConceptPickerContent {...props} /> : null}
    </Dialog>
  );
}

function ConceptPickerContent({
  searchLabel,
  hint,
  modelType,
  applicationCode,
  excludeCodes = [],
  actionLabel,
  emptyLabel,
  onPick,
  onClose,
  isBusy,
  error,
}: ConceptPickerDialogProps) {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  const {
    data,
    loading,
    error: searchError,
  } = useQuery(ConceptSearchQuery, {
    variables: { clientCode: client.code, applicationCode, filter: buildConceptSearchFilter(modelType, term) },
    skip: term === '',
    fetchPolicy: 'network-only',
  });
  const results = (data?.applicationCreativeConcepts.items ?? []).filter((concept) => !excludeCodes.includes(concept.code));

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={searchLabel}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            autoFocus
            fullWidth
            type="search"
            helperText={hint}
          />
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          {searchError ? <Alert severity="error">{t('conceptEditor.errors.generic')}</Alert> : null}
          {loading ? <CircularProgress size={24} sx={{ alignSelf: 'center' }} aria-label={t('app.loading')} /> : null}
          {term && !loading && data && results.length === 0 ? <Typography color="text.secondary">{emptyLabel(term)}</Typography> : null}
          {results.length > 0 ? (
            <List dense aria-label={searchLabel} sx={{ maxHeight: 360, overflow: 'auto' }}>
              {results.map((concept) => (
                <ListItem
                  key={concept.code}
                  divider
                  secondaryAction={
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={isBusy}
                      onClick={() => onPick(concept)}
                      aria-label={actionLabel(concept)}
                    >
                      {t('conceptEditor.linkParent.link')}
                    </Button>
                  }
                >
                  <ListItemText primary={concept.name} secondary={`${concept.internalId} · ${labelStatus(t, concept.status)}`} />
                </ListItem>
              ))}
            </List>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isBusy}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </>
  );
}
