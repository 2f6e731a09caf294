import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date';
import type { AdAccountRow, Target } from './AdAccountsPanel';
import { RunResult, RunStatusChip } from './SyncRunParts';
import { AdAccountSyncRunsQuery } from './ad-network-queries';

/** The account's last runs (syncs and imports) with what each did or why it failed. */
export function SyncRunsDialog({ target, account, onClose }: { target: Target; account: AdAccountRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { data, loading } = useQuery(AdAccountSyncRunsQuery, {
    variables: { ...target, adAccountCode: account.code },
    fetchPolicy: 'network-only',
  });
  const runs = data?.adAccountSyncRuns ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('adNetworks.runs.title', { name: account.name })}</DialogTitle>
      <DialogContent>
        {loading ? <LinearProgress aria-label={t('adNetworks.runs.title', { name: account.name })} /> : null}
        {data && runs.length === 0 ? <Typography color="text.secondary">{t('adNetworks.runs.empty')}</Typography> : null}
        {runs.length > 0 ? (
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('adNetworks.runs.started')}</TableCell>
                <TableCell>{t('adNetworks.runs.kind')}</TableCell>
                <TableCell>{t('adNetworks.runs.trigger')}</TableCell>
                <TableCell>{t('adNetworks.runs.status')}</TableCell>
                <TableCell>{t('adNetworks.runs.result')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {runs.map((run) => (
                <TableRow key={run.id}>
                  <TableCell>{formatDateTime(run.startedAt as string, i18n.language)}</TableCell>
                  <TableCell>{t(`adNetworks.kinds.${run.kind}` as 'adNetworks.kinds.tree', { defaultValue: run.kind })}</TableCell>
                  <TableCell>{t(`adNetworks.runs.triggers.${run.trigger}` as 'adNetworks.runs.triggers.manual', run.trigger)}</TableCell>
                  <TableCell>
                    <RunStatusChip status={run.status} />
                  </TableCell>
                  <TableCell sx={{ color: run.status === 'failed' ? 'error.main' : undefined }}>
                    <RunResult run={run} locale={i18n.language} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('adNetworks.runs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
