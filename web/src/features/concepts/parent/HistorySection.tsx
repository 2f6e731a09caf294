import { MentionText } from '../../../components/RichTextFieldMentions';
import AddComment from '@mui/icons-material/AddCommentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../session';
import { personLabel } from '../../../lib/person-label';
import { formatDateTime } from '../../../lib/format-date';
import { AddCommentDialog } from './AddCommentDialog';
import { HistoryEntryButton, HistoryEntryDialog } from '../../../components/HistoryEntryDialog';
import { labelHistoryEvent, type HistoryEntry } from '../../../lib/history-entries';

interface HistorySectionProps {
  conceptCode: string;
  /** Newest first, as the server sends it. */
  entries: readonly HistoryEntry[];
  onCommentAdded: () => void;
}

/** The concept's history: event, user (or System), date and comment; a row opens its detail. */
export function HistorySection({ conceptCode, entries, onCommentAdded }: HistorySectionProps) {
  const { t, i18n } = useTranslation();
  const { can } = usePermissions();
  const [openEntry, setOpenEntry] = useState<HistoryEntry | null>(null);
  const [isCommentOpen, setIsCommentOpen] = useState(false);
  const system = t('conceptEditor.system');

  return (
    <Box component="section" aria-labelledby="concept-history-title">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography id="concept-history-title" variant="h6" component="h2">
          {t('conceptEditor.history.title')}
        </Typography>
        {can('history:comment') ? (
          <Button variant="outlined" startIcon={<AddComment />} onClick={() => setIsCommentOpen(true)}>
            {t('conceptEditor.history.addComment')}
          </Button>
        ) : null}
      </Stack>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{t('conceptEditor.history.empty')}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 480 }}>
          <Table size="small" stickyHeader aria-labelledby="concept-history-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('conceptEditor.history.columns.date')}</TableCell>
                <TableCell>{t('conceptEditor.history.columns.event')}</TableCell>
                <TableCell>{t('conceptEditor.history.columns.user')}</TableCell>
                <TableCell>{t('conceptEditor.history.columns.comment')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry, index) => {
                const date = formatDateTime(entry.audit.createDate, i18n.language);
                const event = labelHistoryEvent(t, entry.event);
                return (
                  <TableRow key={`${entry.audit.createDate}-${index}`} hover onClick={() => setOpenEntry(entry)} sx={{ cursor: 'pointer' }}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
                    <TableCell>
                      <HistoryEntryButton onOpen={() => setOpenEntry(entry)}>{event}</HistoryEntryButton>
                    </TableCell>
                    <TableCell>{personLabel(entry.audit.createBy, system)}</TableCell>
                    <TableCell sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                      <MentionText text={entry.comment} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <HistoryEntryDialog entry={openEntry} onClose={() => setOpenEntry(null)} />
      <AddCommentDialog
        open={isCommentOpen}
        conceptCode={conceptCode}
        onClose={() => setIsCommentOpen(false)}
        onAdded={() => {
          setIsCommentOpen(false);
          onCommentAdded();
        }}
      />
    </Box>
  );
}
