import { useMutation } from '@apollo/client/react';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdTreeFileFormat, PreviewAdTreeImportMutation as PreviewResult } from '../../gql/graphql';
import { findServerMessage } from '../../lib/graphql/errors';
import type { AdAccountRow, Target } from './AdAccountsPanel';
import { ImportAdTreeMutation, PreviewAdTreeImportMutation } from './ad-network-queries';
import { readRunSummary } from './summary';

/** The preview lists every row with a problem and this many of the others. */
const PREVIEW_ROWS = 200;

/** Choose a CSV or JSON file, see row by row what it would do, then import it in one go. */
export function ImportAdTreeDialog({
  target,
  account,
  onClose,
  onImported,
}: {
  target: Target;
  account: AdAccountRow;
  onClose: () => void;
  onImported: (message: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [file, setFile] = useState<{ name: string; content: string; format: AdTreeFileFormat } | null>(null);
  const [preview, setPreview] = useState<PreviewResult['previewAdTreeImport'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [runPreview, { loading: isPreviewing }] = useMutation(PreviewAdTreeImportMutation);
  const [runImport, { loading: isImporting }] = useMutation(ImportAdTreeMutation);
  const variables = { ...target, adAccountCode: account.code };

  const chooseFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    setPreview(null);
    const content = await chosen.text();
    const format = /\.json$/i.test(chosen.name) || content.trimStart().startsWith('[') ? 'JSON' : 'CSV';
    setFile({ name: chosen.name, content, format });
    try {
      const result = await runPreview({ variables: { ...variables, format, content } });
      setPreview(result.data?.previewAdTreeImport ?? null);
    } catch (error) {
      setProblem(findServerMessage(error, t('errors.network')));
    }
  };

  const confirm = async () => {
    if (!file) return;
    setProblem(null);
    try {
      const result = await runImport({ variables: { ...variables, format: file.format, content: file.content } });
      const summary = readRunSummary(result.data?.importAdTree.summary);
      onImported(t('adNetworks.import.done', { ads: summary.ads.created, linked: summary.linked, suggested: summary.suggested }));
    } catch (error) {
      setProblem(t('adNetworks.import.failed', { message: findServerMessage(error, t('errors.network')) }));
    }
  };

  const summary = preview ? readRunSummary(preview.summary) : null;
  const rows = preview
    ? [
        ...preview.rows.filter((row) => row.errors.length > 0),
        ...preview.rows.filter((row) => row.errors.length === 0).slice(0, PREVIEW_ROWS),
      ]
    : [];
  const isBusy = isPreviewing || isImporting;
  return (
    <Dialog open onClose={isBusy ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('adNetworks.import.title', { name: account.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('adNetworks.import.help')}</DialogContentText>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button component="label" variant="outlined" startIcon={<FileUploadOutlined />} disabled={isBusy}>
              {t('adNetworks.import.chooseFile')}
              <input
                hidden
                type="file"
                accept=".csv,.json,text/csv,application/json"
                onChange={(event) => void chooseFile(event.target.files?.[0])}
              />
            </Button>
            <Typography variant="body2" color="text.secondary">
              {file?.name}
            </Typography>
          </Stack>
          {isBusy ? <LinearProgress aria-label={t('adNetworks.import.reading')} /> : null}
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
          {preview && summary ? (
            <>
              <Alert severity={preview.validRowCount < preview.rowCount ? 'warning' : 'info'} role="status">
                {t('adNetworks.import.summary', {
                  valid: preview.validRowCount,
                  total: preview.rowCount,
                  campaigns: summary.campaigns.created,
                  assetSets: summary.assetSets.created,
                  ads: summary.ads.created,
                  updated: summary.campaigns.updated + summary.assetSets.updated + summary.ads.updated,
                })}
              </Alert>
              <TableContainer sx={{ maxHeight: 360 }}>
                <Table size="small" stickyHeader aria-label={t('adNetworks.import.title', { name: account.name })}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('adNetworks.import.row')}</TableCell>
                      <TableCell>{t('adNetworks.import.campaign')}</TableCell>
                      <TableCell>{t('adNetworks.import.assetSet')}</TableCell>
                      <TableCell>{t('adNetworks.import.ad')}</TableCell>
                      <TableCell>{t('adNetworks.import.errors')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((row) => (
                      <TableRow key={row.rowNumber}>
                        <TableCell>{row.rowNumber}</TableCell>
                        <TableCell>{row.campaign}</TableCell>
                        <TableCell>{row.assetSet}</TableCell>
                        <TableCell>{row.ad}</TableCell>
                        <TableCell sx={{ color: row.errors.length ? 'error.main' : undefined }}>
                          {row.errors.length ? row.errors.join(' ') : t('adNetworks.import.ok')}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isBusy}>
          {t('adNetworks.import.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={isBusy || !preview || preview.validRowCount === 0}>
          {t('adNetworks.import.confirm', { count: preview?.validRowCount ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
