import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdLinkDecision } from '../../gql/graphql';
import { findServerMessage } from '../../lib/graphql/errors';
import type { Target } from './AdAccountsPanel';
import { AdLinkSuggestionsQuery, ReviewAdLinkSuggestionsMutation } from './ad-network-queries';

const PAGE_SIZE = 50;
type Notify = (message: string, severity?: 'success' | 'error' | 'info') => void;

/** Automatic matches waiting for review: select some, then link or reject them together. */
export function AdLinkSuggestionsPanel({ target, onNotice }: { target: Target; onNotice: Notify }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { data, loading, error, refetch } = useQuery(AdLinkSuggestionsQuery, {
    variables: { ...target, offset: page * PAGE_SIZE, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [review, { loading: isReviewing }] = useMutation(ReviewAdLinkSuggestionsMutation);
  const items = data?.adLinkSuggestions.items ?? [];
  const total = data?.adLinkSuggestions.totalItemCount ?? 0;

  const decide = async (decision: AdLinkDecision, codes: readonly string[] = [...selected]) => {
    try {
      const result = await review({ variables: { ...target, codes: [...codes], decision } });
      const outcomes = result.data?.reviewAdLinkSuggestions ?? [];
      const done = outcomes.filter((outcome) => outcome.ok).length;
      const failed = outcomes.filter((outcome) => !outcome.ok);
      if (failed.length)
        onNotice(t('adNetworks.suggestions.partly', { done, failed: failed.length, message: failed[0]!.message }), 'error');
      else
        onNotice(
          decision === 'ACCEPT'
            ? t('adNetworks.suggestions.accepted', { count: done })
            : t('adNetworks.suggestions.rejected', { count: done }),
        );
      setSelected(new Set());
      await refetch();
    } catch (problem) {
      onNotice(findServerMessage(problem, t('errors.network')), 'error');
    }
  };

  const toggle = (code: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  const isAllSelected = items.length > 0 && items.every((item) => selected.has(item.code));

  if (error) return <Alert severity="error">{findServerMessage(error, t('errors.network'))}</Alert>;
  if (loading && !data) return <LinearProgress aria-label={t('adNetworks.tabs.suggestions')} />;
  if (total === 0) return <Typography color="text.secondary">{t('adNetworks.suggestions.empty')}</Typography>;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ flexGrow: 1 }}>{t('adNetworks.suggestions.count', { count: total })}</Typography>
        <Button variant="contained" disabled={selected.size === 0 || isReviewing} onClick={() => void decide('ACCEPT')}>
          {t('adNetworks.suggestions.accept')}
        </Button>
        <Button color="error" disabled={selected.size === 0 || isReviewing} onClick={() => void decide('REJECT')}>
          {t('adNetworks.suggestions.reject')}
        </Button>
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={t('adNetworks.tabs.suggestions')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={isAllSelected}
                  indeterminate={!isAllSelected && items.some((item) => selected.has(item.code))}
                  onChange={() => setSelected(isAllSelected ? new Set() : new Set(items.map((item) => item.code)))}
                  slotProps={{ input: { 'aria-label': t('adNetworks.suggestions.selectAll') } }}
                />
              </TableCell>
              <TableCell>{t('adNetworks.suggestions.pictures')}</TableCell>
              <TableCell>{t('adNetworks.suggestions.ad')}</TableCell>
              <TableCell>{t('adNetworks.suggestions.concept')}</TableCell>
              <TableCell>{t('adNetworks.suggestions.method')}</TableCell>
              <TableCell align="right">{t('adNetworks.suggestions.confidence')}</TableCell>
              <TableCell align="right">{t('adNetworks.suggestions.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.code} hover selected={selected.has(item.code)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(item.code)}
                    onChange={() => toggle(item.code)}
                    slotProps={{ input: { 'aria-label': t('adNetworks.suggestions.select', { name: item.adName ?? item.assetSetName }) } }}
                  />
                </TableCell>
                <TableCell>
                  {/* Side by side: the ad's creative (a thumbnail the sync kept: the network's URL is another
                      origin, which the app's CSP keeps out) and the concept's asset preview. */}
                  <Stack direction="row" spacing={1}>
                    <Picture
                      url={item.creativePictureUrl}
                      label={t('adNetworks.suggestions.adPicture', { name: item.adName ?? item.assetSetName })}
                    />
                    <Picture
                      url={item.assetPictureUrl}
                      label={t('adNetworks.suggestions.assetPicture', { name: item.assetName ?? item.conceptName })}
                    />
                  </Stack>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{item.adName ?? item.assetSetName}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {item.channelCode} · {item.campaignName}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{item.conceptName}</Typography>
                  {item.assetName ? (
                    <Typography variant="caption" color="text.secondary">
                      {item.assetName}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>
                  {t(`adNetworks.suggestions.methods.${item.method}` as 'adNetworks.suggestions.methods.id', item.method)}
                </TableCell>
                <TableCell align="right">{Math.round(item.confidence * 100)} %</TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={isReviewing}
                      aria-label={t('adNetworks.suggestions.acceptOne', {
                        name: item.adName ?? item.assetSetName,
                        concept: item.conceptName,
                      })}
                      onClick={() => void decide('ACCEPT', [item.code])}
                    >
                      {t('adNetworks.suggestions.acceptShort')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      disabled={isReviewing}
                      aria-label={t('adNetworks.suggestions.rejectOne', {
                        name: item.adName ?? item.assetSetName,
                        concept: item.conceptName,
                      })}
                      onClick={() => void decide('REJECT', [item.code])}
                    >
                      {t('adNetworks.suggestions.rejectShort')}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_event, next: number) => setPage(next)}
      />
    </Stack>
  );
}

const PICTURE_SIZE = 96;

/** One picture of the pair, the same box whether or not there is one, so the two line up. */
function Picture({ url, label }: { url: string | null | undefined; label: string }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        width: PICTURE_SIZE,
        height: PICTURE_SIZE,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {url ? (
        <Box component="img" src={url} alt={label} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
      ) : (
        <Typography variant="caption" color="text.secondary" role="img" aria-label={label} sx={{ textAlign: 'center', px: 0.5 }}>
          {t('adNetworks.suggestions.noPicture')}
        </Typography>
      )}
    </Box>
  );
}
