import { useMutation } from '@apollo/client/react';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import type { PreviewAdMetricsImportMutation as PreviewResult } from '../../gql/graphql';
import { findServerMessage } from '../../lib/graphql/errors';
import type { Target } from './AdAccountsPanel';
import { ImportAdMetricsMutation, PreviewAdMetricsImportMutation } from './ad-network-queries';
import { METRICS_CSV_COLUMNS, METRICS_CSV_SAMPLE, METRICS_FIELDS } from './metrics-import';

/** The preview lists every row with a problem and this many of the others. */
const PREVIEW_ROWS = 200;

/**
 * Daily ad metrics from a CSV: choose a file, see row by row what importing would write (nothing
 * is written yet), then import the valid rows in one go. The figures show on the Analytics tab and
 * the Creative Performance page of the concepts the ads are linked to.
 */
export function ImportMetricsDialog({
  target,
  onClose,
  onImported,
}: {
  target: Target;
  onClose: () => void;
  onImported: (message: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [preview, setPreview] = useState<PreviewResult['previewAdMetricsImport'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [runPreview, { loading: isPreviewing }] = useMutation(PreviewAdMetricsImportMutation);
  const [runImport, { loading: isImporting }] = useMutation(ImportAdMetricsMutation, {
    // Every figure the import touches is read again where it shows next.
    update: (cache) => {
      for (const fieldName of METRICS_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
  });

  const chooseFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    setPreview(null);
    const csv = await chosen.text();
    setFile({ name: chosen.name, csv });
    try {
      const result = await runPreview({ variables: { ...target, csv } });
      setPreview(result.data?.previewAdMetricsImport ?? null);
    } catch (error) {
      setProblem(findServerMessage(error, t('errors.network')));
    }
  };

  const confirm = async () => {
    if (!file) return;
    setProblem(null);
    try {
      // The file as previewed: the server reads it again inside the import's transaction.
      const result = await runImport({ variables: { ...target, csv: file.csv } });
      const outcome = result.data?.importAdMetrics;
      onImported(t('adNetworks.metricsImport.done', { written: outcome?.writtenCount ?? 0, skipped: outcome?.errorCount ?? 0 }));
    } catch (error) {
      setProblem(t('adNetworks.metricsImport.failed', { message: findServerMessage(error, t('errors.network')) }));
    }
  };

  const rows = preview
    ? [
        ...preview.rows.filter((row) => row.errors.length > 0),
        ...preview.rows.filter((row) => row.errors.length === 0).slice(0, PREVIEW_ROWS),
      ]
    : [];
  const isBusy = isPreviewing || isImporting;
  return (
    <Dialog open onClose={isBusy ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('adNetworks.metricsImport.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {t('adNetworks.metricsImport.help', {
              required: METRICS_CSV_COLUMNS.slice(0, 2).join(', '),
              optional: METRICS_CSV_COLUMNS.slice(2).join(', '),
            })}
          </DialogContentText>
          <Box>
            <Typography variant="subtitle2" component="h3">
              {t('adNetworks.metricsImport.sample')}
            </Typography>
            <Box
              component="pre"
              aria-label={t('adNetworks.metricsImport.sample')}
              sx={{ m: 0, mt: 0.5, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, overflowX: 'auto' }}
            >
              {METRICS_CSV_SAMPLE}
            </Box>
          </Box>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button component="label" variant="outlined" startIcon={<FileUploadOutlined />} disabled={isBusy}>
              {t('adNetworks.metricsImport.chooseFile')}
              <input hidden type="file" accept=".csv,text/csv" onChange={(event) => void chooseFile(event.target.files?.[0])} />
            </Button>
            <Button
              component="a"
              href={`data:text/csv;charset=utf-8,${encodeURIComponent(METRICS_CSV_SAMPLE)}`}
              download="metrics-sample.csv"
              startIcon={<DownloadOutlined />}
            >
              {t('adNetworks.metricsImport.downloadSample')}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {file?.name}
            </Typography>
          </Stack>
          {isBusy ? <LinearProgress aria-label={t('adNetworks.metricsImport.reading')} /> : null}
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
          {preview ? (
            <>
              <Alert severity={preview.errorCount > 0 ? 'warning' : 'info'} role="status">
                {t('adNetworks.metricsImport.summary', { write: preview.writeCount, errors: preview.errorCount })}
              </Alert>
              <TableContainer sx={{ maxHeight: 360 }}>
                <Table size="small" stickyHeader aria-label={t('adNetworks.metricsImport.rows')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('adNetworks.metricsImport.line')}</TableCell>
                      <TableCell>{t('adNetworks.metricsImport.day')}</TableCell>
                      <TableCell>{t('adNetworks.metricsImport.ad')}</TableCell>
                      <TableCell>{t('adNetworks.metricsImport.errors')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((row) => (
                      <TableRow key={row.line}>
                        <TableCell>{row.line}</TableCell>
                        <TableCell>{row.day}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.adName ? `${row.adName} (${row.ad})` : row.ad}</TableCell>
                        <TableCell sx={{ color: row.errors.length ? 'error.main' : undefined }}>
                          {row.errors.length ? row.errors.join(' ') : t('adNetworks.metricsImport.ok')}
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
          {t('adNetworks.metricsImport.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={isBusy || !preview || preview.writeCount === 0}>
          {t('adNetworks.metricsImport.confirm', { count: preview?.writeCount ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
