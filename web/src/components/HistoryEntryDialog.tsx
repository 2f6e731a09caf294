import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { personLabel } from '../lib/person-label';
import { formatDateTime } from '../lib/format-date';
import { labelHistoryAsset, labelHistoryEvent, type HistoryEntry } from '../lib/history-entries';
import { mentionsAsText } from './RichTextFieldMentions';

/**
 * One history entry: date, action, user and comment ('No comment' when there is none). The comment
 * is read here, not by each caller, so a stored mention shows as "@Name" wherever the dialog opens.
 */
export function HistoryEntryDialog({
  entry,
  changes,
  onClose,
}: {
  entry: HistoryEntry | null;
  /** What changed, in words (the history grid's column), when the caller has it: shown on narrow screens too. */
  changes?: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const rows: [string, string][] = entry
    ? [
        [t('conceptEditor.history.columns.date'), formatDateTime(entry.audit.createDate, i18n.language)],
        [t('conceptEditor.history.columns.event'), labelHistoryEvent(t, entry.event)],
        [t('conceptEditor.history.columns.user'), personLabel(entry.audit.createBy, t('conceptEditor.system'))],
        // The asset and the file version the entry is about (a comment, a decision, a replaced file).
        ...(entry.asset ? [[t('conceptEditor.history.columns.asset'), labelHistoryAsset(t, entry)!] as [string, string]] : []),
        ...(changes ? [[t('actionItems.history.changes'), changes] as [string, string]] : []),
        [t('conceptEditor.history.columns.comment'), mentionsAsText(entry.comment).trim() || t('conceptEditor.history.noComment')],
      ]
    : [];
  return (
    <Dialog open={Boolean(entry)} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('conceptEditor.history.detailTitle')}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1.5, m: 0 }}>
          {rows.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {term}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * What opens an entry's detail from a history table: the event's name as a button in its cell. The
 * control is named by the text it shows (WCAG 2.5.3, label in name) and the row stays a table row;
 * a click anywhere on the row opens the entry too (the row's own handler, for the pointer only).
 */
export function HistoryEntryButton({ children, onOpen }: { children: string; onOpen: () => void }) {
  return (
    <Link
      component="button"
      type="button"
      color="inherit"
      underline="hover"
      aria-haspopup="dialog"
      onClick={(event) => {
        // The row would open it again.
        event.stopPropagation();
        onOpen();
      }}
      sx={{ font: 'inherit', textAlign: 'left', verticalAlign: 'baseline' }}
    >
      {children}
    </Link>
  );
}
