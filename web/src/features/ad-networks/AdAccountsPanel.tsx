import { useMutation, useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { METRICS_IMPORT } from '@atelier/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../session';
import type { AdAccountsQuery as AdAccountsResult, AdSyncRunFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format-date';
import { findServerMessage } from '../../lib/graphql/errors';
import { isAllowed } from '../../lib/permissions';
import { AdAccountDialog } from './AdAccountDialog';
import { AdAccountsQuery, DeleteAdAccountMutation, SyncAdAccountMutation } from './ad-network-queries';
import { ImportAdTreeDialog } from './ImportAdTreeDialog';
import { ImportMetricsDialog } from './ImportMetricsDialog';
import { RunResult, RunStatusChip } from './SyncRunParts';
import { SyncRunsDialog } from './SyncRunsDialog';

export type AdAccountRow = AdAccountsResult['adAccounts'][number];
export interface Target {
  clientCode: string;
  applicationCode: string;
}
type Notify = (message: string, severity?: 'success' | 'error' | 'info') => void;
type Dialog = { kind: 'add' | 'importMetrics' } | { kind: 'edit' | 'runs' | 'import'; account: AdAccountRow } | null;

/** Columns a phone leaves out (the source names the channel; the name and the sync state matter most). */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

/** While a sync waits or runs, the list looks again this often. */
const PENDING_POLL_MS = 2000;

export function AdAccountsPanel({ target, onNotice }: { target: Target; onNotice: Notify }) {
  const { t, i18n } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { permissions } = usePermissions();
  // Metrics are the application's, not an account's: the import sits beside Add account.
  const canImportMetrics = isAllowed(METRICS_IMPORT, permissions);
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(AdAccountsQuery, { variables: target });
  const [syncNow] = useMutation(SyncAdAccountMutation);
  const [deleteAccount] = useMutation(DeleteAdAccountMutation, { refetchQueries: [AdAccountsQuery] });
  const accounts = data?.adAccounts ?? [];
  // A sync waiting out a throttle runs at a stated time, maybe hours away: no polling meanwhile.
  const isAnyPending = accounts.some((account) => account.isSyncPending && !account.throttledUntil);

  useEffect(() => {
    if (isAnyPending) startPolling(PENDING_POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [isAnyPending, startPolling, stopPolling]);

  const sync = async (account: AdAccountRow) => {
    try {
      await syncNow({ variables: { ...target, adAccountCode: account.code } });
      onNotice(t('adNetworks.syncQueued', { name: account.name }), 'info');
      await refetch();
    } catch (problem) {
      onNotice(findServerMessage(problem, t('errors.network')), 'error');
    }
  };

  const remove = async (account: AdAccountRow) => {
    if (!window.confirm(t('adNetworks.deleteConfirm', { name: account.name }))) return;
    try {
      await deleteAccount({ variables: { ...target, adAccountCode: account.code } });
      onNotice(t('adNetworks.deleted'));
    } catch (problem) {
      onNotice(findServerMessage(problem, t('errors.network')), 'error');
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {canImportMetrics ? (
          <Button variant="outlined" startIcon={<QueryStatsOutlined />} onClick={() => setDialog({ kind: 'importMetrics' })}>
            {t('adNetworks.metricsImport.open')}
          </Button>
        ) : null}
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: 'add' })}>
          {t('adNetworks.add')}
        </Button>
      </Stack>
      {loading && !data ? <LinearProgress aria-label={t('adNetworks.title')} /> : null}
      {error ? <Alert severity="error">{findServerMessage(error, t('errors.network'))}</Alert> : null}
      {data && accounts.length === 0 ? <Typography color="text.secondary">{t('adNetworks.empty')}</Typography> : null}
      {accounts.length > 0 ? (
        <TableContainer>
          <Table size="small" aria-label={t('adNetworks.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('adNetworks.columns.name')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('adNetworks.columns.channel')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('adNetworks.columns.source')}</TableCell>
                <TableCell>{t('adNetworks.columns.accountId')}</TableCell>
                <TableCell>{t('adNetworks.columns.lastSync')}</TableCell>
                <TableCell align="right">{t('adNetworks.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {accounts.map((account) => (
                <TableRow key={account.code}>
                  <TableCell sx={{ fontWeight: 500 }}>{account.name}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{account.channelCode}</TableCell>
                  <TableCell sx={WIDE_ONLY}>
                    {t(`adNetworks.connectors.${account.connector}` as 'adNetworks.connectors.meta', account.connector)}
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                      {account.externalAccountId}
                    </Typography>
                    {account.currency || account.timeZone ? (
                      <Typography variant="caption" color="text.secondary">
                        {[account.currency, account.timeZone].filter(Boolean).join(' · ')}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ minWidth: 280 }}>
                    <SyncState account={account} locale={i18n.language} onEnterCredentials={() => setDialog({ kind: 'edit', account })} />
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                      {account.connector !== 'import' ? (
                        <Button size="small" onClick={() => void sync(account)} disabled={account.isSyncPending}>
                          {t('adNetworks.actions.sync')}
                        </Button>
                      ) : null}
                      <Button size="small" onClick={() => setDialog({ kind: 'import', account })}>
                        {t('adNetworks.actions.import')}
                      </Button>
                      <Button size="small" onClick={() => setDialog({ kind: 'runs', account })}>
                        {t('adNetworks.actions.runs')}
                      </Button>
                      <Button size="small" onClick={() => setDialog({ kind: 'edit', account })}>
                        {t('adNetworks.actions.edit')}
                      </Button>
                      <Button size="small" color="error" onClick={() => void remove(account)}>
                        {t('adNetworks.actions.delete')}
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <AdAccountDialog
          target={target}
          account={dialog.kind === 'edit' ? dialog.account : null}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            onNotice(t('adNetworks.dialog.saved'));
            void refetch();
          }}
        />
      ) : null}
      {dialog?.kind === 'runs' ? <SyncRunsDialog target={target} account={dialog.account} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'import' ? (
        <ImportAdTreeDialog
          target={target}
          account={dialog.account}
          onClose={() => setDialog(null)}
          onImported={(message) => {
            setDialog(null);
            onNotice(message);
            void refetch();
          }}
        />
      ) : null}
      {dialog?.kind === 'importMetrics' ? (
        <ImportMetricsDialog
          target={target}
          onClose={() => setDialog(null)}
          onImported={(message) => {
            setDialog(null);
            onNotice(message);
          }}
        />
      ) : null}
    </Stack>
  );
}

/**
 * Where the account stands: refused credentials (its schedule stopped) or a throttle it waits out,
 * then the last sync of its ads and of its metrics, each with what it did or the network's message.
 */
function SyncState({ account, locale, onEnterCredentials }: { account: AdAccountRow; locale: string; onEnterCredentials: () => void }) {
  const { t } = useTranslation();
  const hasMetrics = account.connector !== 'import';
  return (
    // A table cell shrinks to its content's narrowest: the state keeps a readable width (the table scrolls on a phone).
    <Stack spacing={1} sx={{ minWidth: 260 }}>
      {account.credentialsRefusedAt ? (
        <Alert severity="error" variant="outlined" sx={{ py: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {t('adNetworks.credentialsRefused.label', { time: formatDateTime(account.credentialsRefusedAt as string, locale) })}
          </Typography>
          <Typography variant="caption" component="p">
            {account.credentialsRefusal} {t('adNetworks.credentialsRefused.help')}
          </Typography>
          <Button color="inherit" size="small" variant="outlined" onClick={onEnterCredentials} sx={{ mt: 0.5, mb: 0.5 }}>
            {t('adNetworks.credentialsRefused.fix')}
          </Button>
        </Alert>
      ) : null}
      {account.throttledUntil ? (
        <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {t('adNetworks.throttled.label', { time: formatDateTime(account.throttledUntil as string, locale) })}
          </Typography>
          <Typography variant="caption" component="p">
            {account.throttleMessage} {t('adNetworks.throttled.help')}
          </Typography>
        </Alert>
      ) : null}
      {account.isSyncPending ? <Typography variant="body2">{t('adNetworks.pending')}</Typography> : null}
      <RunLine kind="tree" run={account.lastRun ?? null} locale={locale} shownAbove={account.credentialsRefusal} />
      {hasMetrics ? (
        <RunLine kind="metrics" run={account.lastMetricsRun ?? null} locale={locale} shownAbove={account.credentialsRefusal} />
      ) : null}
    </Stack>
  );
}

/** One kind of sync: its last run's status, when, and what it did or why it failed or waits. */
function RunLine({
  kind,
  run,
  locale,
  shownAbove,
}: {
  kind: 'tree' | 'metrics';
  run: AdSyncRunFieldsFragment | null;
  locale: string;
  /** A message the account's state already shows (the refusal): not repeated under the run. */
  shownAbove?: string | null;
}) {
  const { t } = useTranslation();
  const label = t(`adNetworks.kinds.${kind}`);
  if (!run)
    return (
      <Typography variant="body2" color="text.secondary">
        {label}: {t(kind === 'tree' ? 'adNetworks.never' : 'adNetworks.neverMetrics')}
      </Typography>
    );
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <RunStatusChip status={run.status} />
        <Typography variant="body2">{formatDateTime(run.startedAt as string, locale)}</Typography>
      </Stack>
      {run.status === 'failed' && run.error === shownAbove ? null : (
        <Typography variant="caption" color={run.status === 'failed' ? 'error' : 'text.secondary'}>
          <RunResult run={run} locale={locale} />
        </Typography>
      )}
    </Stack>
  );
}
