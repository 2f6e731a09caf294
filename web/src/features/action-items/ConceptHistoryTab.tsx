import { useQuery } from '@apollo/client/react';
import AddTask from '@mui/icons-material/AddTaskOutlined';
import Alert from '@mui/material/Alert';
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
import { HistoryEntryButton, HistoryEntryDialog } from '../../components/HistoryEntryDialog';
import { MentionText } from '../../components/RichTextFieldMentions';
import type { ConceptHistoryTabQuery } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format-date';
import { describeHistoryChange, labelHistoryAsset, labelHistoryEvent, type HistoryEntry } from '../../lib/history-entries';
import { personLabel } from '../../lib/person-label';
import { ActionItemDrawer, type DrawerMode } from './ActionItemDrawer';
import { ActionItemsPanel } from './ActionItemsPanel';
import { ConceptHistoryQuery } from './action-item-documents';
import { useConceptActionItems } from './use-concept-action-items';

/** Spec 2 §9: the history grid is 713 px high. */
const HISTORY_GRID_HEIGHT = 713;

type Entry = NonNullable<ConceptHistoryTabQuery['applicationCreativeConcept']>['history'][number];

interface ConceptHistoryTabProps {
  clientCode: string;
  conceptCode: string;
  applicationCode: string | null;
  canComment: boolean;
  canCreateActionItem: boolean;
}

/** Tab 3 of the concept editor: the history grid with what changed in words, and the action-items panel. */
export function ConceptHistoryTab({ clientCode, conceptCode, applicationCode, canComment, canCreateActionItem }: ConceptHistoryTabProps) {
  const { t, i18n } = useTranslation();
  const history = useQuery(ConceptHistoryQuery, { variables: { clientCode, conceptCode }, fetchPolicy: 'cache-and-network' });
  const items = useConceptActionItems(clientCode, conceptCode);
  const [drawer, setDrawer] = useState<DrawerMode | null>(null);
  const [openEntry, setOpenEntry] = useState<Entry | null>(null);
  const system = t('conceptEditor.system');
  const entries = history.data?.applicationCreativeConcept?.history ?? [];

  const describe = (entry: Entry) => entry.changeList.map((change) => describeHistoryChange(t, change)).join('; ');

  return (
    // Side by side from 1536 px (xl) only: beside the action items at 1440 px the table had about 700 px and
    // its Comment column 160. Stacked, the action items come first (the tab is named for them) and the
    // history takes the full width.
    // A gap, not margins: the panel is moved first with `order`.
    <Stack direction={{ xs: 'column', xl: 'row' }} spacing={3} useFlexGap sx={{ alignItems: { xs: 'stretch', xl: 'flex-start' } }}>
      <Box component="section" aria-labelledby="concept-history-tab-title" sx={{ flex: 2, minWidth: 0, width: '100%' }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography id="concept-history-tab-title" variant="h6" component="h2">
            {t('conceptEditor.history.title')}
          </Typography>
          {canComment || canCreateActionItem ? (
            <Button
              variant="contained"
              startIcon={<AddTask />}
              onClick={() => setDrawer(canCreateActionItem ? { kind: 'action', item: null } : { kind: 'comment' })}
            >
              {t('actionItems.history.add')}
            </Button>
          ) : null}
        </Stack>
        {history.error ? <Alert severity="error">{t('actionItems.history.loadFailed')}</Alert> : null}
        <TableContainer component={Paper} variant="outlined" sx={{ height: HISTORY_GRID_HEIGHT }}>
          <Table size="small" stickyHeader aria-labelledby="concept-history-tab-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('conceptEditor.history.columns.date')}</TableCell>
                <TableCell>{t('conceptEditor.history.columns.event')}</TableCell>
                <TableCell>{t('conceptEditor.history.columns.user')}</TableCell>
                <TableCell>{t('actionItems.history.changes')}</TableCell>
                <TableCell>{t('conceptEditor.history.columns.comment')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.length === 0 && !history.loading ? (
                <TableRow>
                  <TableCell colSpan={5}>
                    <Typography color="text.secondary">{t('conceptEditor.history.empty')}</Typography>
                  </TableCell>
                </TableRow>
              ) : null}
              {entries.map((entry, index) => {
                const date = formatDateTime(entry.audit.createDate as string, i18n.language);
                const event = labelHistoryEvent(t, entry.event);
                // The asset with the file version the entry is about: "Hero (v2): Status: Approved → Pending approval".
                const changes = [labelHistoryAsset(t, entry), describe(entry)].filter(Boolean).join(': ');
                const open = () => setOpenEntry(entry);
                return (
                  <TableRow
                    key={`${String(entry.audit.createDate)}-${index}`}
                    hover
                    onClick={open}
                    sx={{ cursor: 'pointer', verticalAlign: 'top' }}
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <HistoryEntryButton onOpen={open}>{event}</HistoryEntryButton>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{personLabel(entry.audit.createBy, system)}</TableCell>
                    <TableCell sx={{ width: '30%', minWidth: 200 }}>{changes}</TableCell>
                    {/* The widest column: comments are the entries people read. */}
                    <TableCell sx={{ width: '40%', minWidth: 280, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                      <MentionText text={entry.comment} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
      <Box sx={{ flex: 1, minWidth: 320, width: '100%', order: { xs: -1, xl: 0 } }}>
        {items.error ? <Alert severity="error">{t('actionItems.panel.loadFailed')}</Alert> : null}
        <ActionItemsPanel items={items.items} onOpen={(item) => setDrawer({ kind: 'action', item })} />
      </Box>
      <HistoryEntryDialog
        entry={openEntry as unknown as HistoryEntry | null}
        changes={openEntry ? describe(openEntry) : null}
        onClose={() => setOpenEntry(null)}
      />
      <ActionItemDrawer
        clientCode={clientCode}
        conceptCode={conceptCode}
        applicationCode={applicationCode}
        mode={drawer}
        canComment={canComment}
        canCreate={canCreateActionItem}
        onClose={() => setDrawer(null)}
        onSaved={(what) => {
          setDrawer(null);
          if (what === 'action') void items.refetch();
          void history.refetch();
        }}
      />
    </Stack>
  );
}
