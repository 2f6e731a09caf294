import { useMutation } from '@apollo/client/react';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import type { PreviewAdCopyImportMutation as PreviewResult } from '../../gql/graphql';
import { findServerMessage } from '../../lib/graphql/errors';
import { AdCopiesQuery, ImportAdCopiesMutation, PreviewAdCopyImportMutation } from './ad-copy-queries';

/** The preview shows every row with an error and this many of the others. */
const PREVIEW_ROWS = 200;

interface ImportAdCopyDialogProps {
  clientCode: string;
  applicationCode: string;
  onClose: () => void;
  onImported: (message: string) => void;
}

const ACTION_COLOR = { create: 'success', update: 'info', error: 'error' } as const;

/** Choose a CSV file, see what it would create, update or skip (per-row errors), then confirm. */
export function ImportAdCopyDialog({ clientCode, applicationCode, onClose, onImported }: ImportAdCopyDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<PreviewResult['previewAdCopyImport'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [runPreview, { loading: isPreviewing }] = useMutation(PreviewAdCopyImportMutation);
  const [runImport, { loading: isImporting }] = useMutation(ImportAdCopiesMutation, {
    refetchQueries: [AdCopiesQuery],
    awaitRefetchQueries: true,
  });
  const variables = { clientCode, applicationCode };

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setPreview(null);
    setFileName(file.name);
    const text = await file.text();
    setCsv(text);
    try {
      const result = await runPreview({ variables: { ...variables, csv: text } });
      setPreview(result.data?.previewAdCopyImport ?? null);
    } catch (error) {
      setProblem(findServerMessage(error, t('errors.network')));
    }
  };

  const confirm = async () => {
    if (!csv) return;
    setProblem(null);
    try {
      const result = await runImport({ variables: { ...variables, csv } });
      if (result.data) onImported(t('adCopy.import.done', result.data.importAdCopies));
    } catch (error) {
      setProblem(t('adCopy.import.failed', { message: findServerMessage(error, t('errors.network')) }));
    }
  };

  const writable = preview ? preview.createCount + preview.updateCount : 0;
  const rows = preview
    ? [
        ...preview.rows.filter((row) => row.action === 'error'),
        ...preview.rows.filter((row) => row.action !== 'error').slice(0, PREVIEW_ROWS),
      ]
    : [];
  const isBusy = isPreviewing || isImporting;

  return (
    <Dialog open onClose={isBusy ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('adCopy.import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('adCopy.import.help')}</DialogContentText>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button component="label" variant="outlined" startIcon={<FileUploadOutlined />} disabled={isBusy}>
              {t('adCopy.import.chooseFile')}
              <input hidden type="file" accept=".csv,text/csv" onChange={(event) => void chooseFile(event.target.files?.[0])} />
            </Button>
            <Typography variant="body2" color="text.secondary">
              {fileName}
            </Typography>
          </Stack>
          {isBusy ? <LinearProgress aria-label={t('adCopy.import.reading')} /> : null}
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
          {preview ? (
            <>
              <Alert severity={preview.errorCount ? 'warning' : 'info'} role="status">
                {t('adCopy.import.summary', preview)}
              </Alert>
              <TableContainer sx={{ maxHeight: 360 }}>
                <Table size="small" stickyHeader aria-label={t('adCopy.import.rowsLabel')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('adCopy.import.line')}</TableCell>
                      <TableCell>{t('adCopy.import.action')}</TableCell>
                      <TableCell>{t('adCopy.import.name')}</TableCell>
                      <TableCell>{t('adCopy.import.errors')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((row) => (
                      <TableRow key={row.line}>
                        <TableCell>{row.line}</TableCell>
                        <TableCell>
                          <Chip
                            size="small"
                            color={ACTION_COLOR[row.action as keyof typeof ACTION_COLOR] ?? 'default'}
                            label={t(`adCopy.import.actions.${row.action}` as 'adCopy.import.actions.create', row.action)}
                          />
                        </TableCell>
                        <TableCell>{row.name}</TableCell>
                        <TableCell>{row.errors.join(' ')}</TableCell>
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
          {t('adCopy.import.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={isBusy || writable === 0}>
          {t('adCopy.import.confirm', { count: writable })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
