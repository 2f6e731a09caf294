import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describeSaveKeys } from './shortcut-keys';

function Key({ children }: { children: string }) {
  return (
    <Box
      component="kbd"
      sx={{
        fontFamily: 'inherit',
        fontSize: '0.8125rem',
        px: 0.75,
        py: 0.25,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}

/** The "?" dialog: every keyboard shortcut the app knows. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const rows = [
    { keys: describeSaveKeys(), label: t('shortcuts.save') },
    { keys: '/', label: t('shortcuts.search') },
    { keys: '← →', label: t('shortcuts.gallery') },
    { keys: '?', label: t('shortcuts.help') },
  ];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby={titleId}>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.keys}>
                <TableCell component="th" scope="row" sx={{ width: 96 }}>
                  <Key>{row.keys}</Key>
                </TableCell>
                <TableCell>{row.label}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
