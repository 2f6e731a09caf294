import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { findServerMessage } from '../../../lib/graphql/errors';

/**
 * In place of the grid when the concepts could not be loaded (spec 1 §8: a generic error view). Not
 * the full-page view: the page's title, folders and search stay usable, and clearing the search or
 * choosing another folder may be the way out.
 */
export function ConceptsLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const detail = findServerMessage(error, '');
  return (
    <Paper variant="outlined" role="alert" sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 4 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480 }}>
        <ErrorOutline color="error" sx={{ fontSize: 40 }} />
        <Typography variant="h6" component="h2">
          {t('conceptsList.grid.loadFailedTitle')}
        </Typography>
        <Typography color="text.secondary">{t('conceptsList.grid.loadFailedMessage')}</Typography>
        {detail ? (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        ) : null}
        <Button variant="contained" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Paper>
  );
}
