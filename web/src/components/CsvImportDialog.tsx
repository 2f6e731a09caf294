import type { SxProps, Theme } from '@mui/material/styles';
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
import { useId, useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { findServerMessage } from '../lib/graphql/errors';

/**
 * The preview lists every row with a problem and this many of the others: the problems are what
 * the user has to act on, and a file of 100,000 rows would otherwise make a table nobody reads.
 */
const PREVIEW_ROWS = 200;

/** The file as chosen; the import sends exactly what was previewed, never a re-read. */
export interface ChosenFile {
  name: string;
  content: string;
}

export interface CsvImportColumn<Row> {
  header: string;
  render: (row: Row) => ReactNode;
  sx?: SxProps<Theme>;
}

/** A sample file shown in the dialog and offered for download. */
export interface CsvImportSample {
  content: string;
  fileName: string;
  heading: string;
  downloadLabel: string;
}

interface PreviewShape {
  rows: readonly { errors: readonly string[] }[];
}

type RowOf<Preview extends PreviewShape> = Preview['rows'][number];

export interface CsvImportDialogProps<Preview extends PreviewShape> {
  title: string;
  /** What the file must hold (its columns); shown above the file button. */
  help: string;
  sample?: CsvImportSample;
  /** The file input's `accept`. */
  accept?: string;
  labels: {
    chooseFile: string;
    /** The progress bar's accessible name while the file is read, previewed or imported. */
    reading: string;
    /** The preview table's accessible name. */
    rows: string;
    errors: string;
    /** What a row without problems shows in the errors column; empty when not given. */
    ok?: string;
    cancel: string;
    confirm: (count: number) => string;
    failed: (message: string) => string;
  };
  /** Asks the server what importing the file would do; it writes nothing. */
  previewFile: (file: ChosenFile) => Promise<Preview | null | undefined>;
  /** Imports the file and says what was written, or null to keep the dialog open silently. */
  importFile: (file: ChosenFile) => Promise<string | null>;
  /** How the preview's counts read, and whether some rows will be left out. */
  summarizePreview: (preview: Preview) => { text: string; hasProblems: boolean };
  countImportableRows: (preview: Preview) => number;
  /** The preview table's columns before the errors column, which every import has. */
  columns: readonly CsvImportColumn<RowOf<Preview>>[];
  getRowKey: (row: RowOf<Preview>) => Key;
  onClose: () => void;
  onImported: (message: string) => void;
}

/**
 * An import in two steps: choosing a file previews it (nothing is written), and only Confirm
 * imports the rows the preview accepted. The feature supplies its server calls and its words.
 */
export function CsvImportDialog<Preview extends PreviewShape>({
  title,
  help,
  sample,
  accept = '.csv,text/csv',
  labels,
  previewFile,
  importFile,
  summarizePreview,
  countImportableRows,
  columns,
  getRowKey,
  onClose,
  onImported,
}: CsvImportDialogProps<Preview>) {
  const { t } = useTranslation();
  const titleId = useId();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const chooseFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    setPreview(null);
    setIsBusy(true);
    try {
      const read = { name: chosen.name, content: await chosen.text() };
      setFile(read);
      setPreview((await previewFile(read)) ?? null);
    } catch (error) {
      setProblem(findServerMessage(error, t('errors.network')));
    } finally {
      setIsBusy(false);
    }
  };

  const confirm = async () => {
    if (!file) return;
    setProblem(null);
    setIsBusy(true);
    try {
      const message = await importFile(file);
      if (message !== null) onImported(message);
    } catch (error) {
      setProblem(labels.failed(findServerMessage(error, t('errors.network'))));
    } finally {
      setIsBusy(false);
    }
  };

  const summary = preview ? summarizePreview(preview) : null;
  const importableCount = preview ? countImportableRows(preview) : 0;
  const rows: RowOf<Preview>[] = preview
    ? [
        ...preview.rows.filter((row) => row.errors.length > 0),
        ...preview.rows.filter((row) => row.errors.length === 0).slice(0, PREVIEW_ROWS),
      ]
    : [];
  return (
    <Dialog open onClose={isBusy ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{help}</DialogContentText>
          {sample ? (
            <Box>
              <Typography variant="subtitle2" component="h3">
                {sample.heading}
              </Typography>
              <Box
                component="pre"
                aria-label={sample.heading}
                sx={{ m: 0, mt: 0.5, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, overflowX: 'auto' }}
              >
                {sample.content}
              </Box>
            </Box>
          ) : null}
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button component="label" variant="outlined" startIcon={<FileUploadOutlined />} disabled={isBusy}>
              {labels.chooseFile}
              <input hidden type="file" accept={accept} onChange={(event) => void chooseFile(event.target.files?.[0])} />
            </Button>
            {sample ? (
              <Button
                component="a"
                href={`data:text/csv;charset=utf-8,${encodeURIComponent(sample.content)}`}
                download={sample.fileName}
                startIcon={<DownloadOutlined />}
              >
                {sample.downloadLabel}
              </Button>
            ) : null}
            <Typography variant="body2" color="text.secondary">
              {file?.name}
            </Typography>
          </Stack>
          {isBusy ? <LinearProgress aria-label={labels.reading} /> : null}
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
          {summary ? (
            <>
              <Alert severity={summary.hasProblems ? 'warning' : 'info'} role="status">
                {summary.text}
              </Alert>
              {rows.length > 0 ? (
                <TableContainer sx={{ maxHeight: 360 }}>
                  <Table size="small" stickyHeader aria-label={labels.rows}>
                    <TableHead>
                      <TableRow>
                        {columns.map((column) => (
                          <TableCell key={column.header}>{column.header}</TableCell>
                        ))}
                        <TableCell>{labels.errors}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {rows.map((row) => (
                        <TableRow key={getRowKey(row)}>
                          {columns.map((column) => (
                            <TableCell key={column.header} sx={column.sx}>
                              {column.render(row)}
                            </TableCell>
                          ))}
                          <TableCell sx={{ color: row.errors.length ? 'error.main' : undefined }}>
                            {row.errors.length ? row.errors.join(' ') : labels.ok}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              ) : null}
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isBusy}>
          {labels.cancel}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={isBusy || importableCount === 0}>
          {/* A count only once there is a preview: "Import 0 rows" before a file is chosen read as a verdict. */}
          {preview ? labels.confirm(importableCount) : t('common.import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
