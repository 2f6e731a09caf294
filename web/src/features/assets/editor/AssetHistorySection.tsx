import Box from '@mui/material/Box';
import { mentionsAsText, MentionTextField } from '../../../components/RichTextFieldMentions';
import AddComment from '@mui/icons-material/AddCommentOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../session';
import type { AssetEditorFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format-date';
import { HistoryEntryDialog } from '../../../components/HistoryEntryDialog';
import { labelHistoryEvent } from '../../../lib/history-entries';
import { personLabel } from '../../../lib/person-label';
import { useAssetCommentForm } from './use-asset-comment-form';

type AssetHistoryEntry = AssetEditorFieldsFragment['history'][number];

interface AssetHistorySectionProps {
  clientCode: string;
  assetCode: string;
  /** Newest first, as the server sends it. */
  entries: readonly AssetHistoryEntry[];
  onCommentAdded: () => void;
}

/** The asset's history inside the Additional section; an entry opens its detail; comments need history:comment. */
export function AssetHistorySection({ clientCode, assetCode, entries, onCommentAdded }: AssetHistorySectionProps) {
  const { t, i18n } = useTranslation();
  const { can } = usePermissions();
  const [openEntry, setOpenEntry] = useState<AssetHistoryEntry | null>(null);
  const [isCommentOpen, setIsCommentOpen] = useState(false);
  const system = t('conceptEditor.system');
  return (
    <section aria-labelledby="asset-history-title">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id="asset-history-title" variant="subtitle2" component="h2">
          {t('assets.editorForm.history')}
        </Typography>
        {can('history:comment') ? (
          <Button size="small" startIcon={<AddComment />} onClick={() => setIsCommentOpen(true)}>
            {t('conceptEditor.history.addComment')}
          </Button>
        ) : null}
      </Stack>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('conceptEditor.history.empty')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: 360, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {entries.map((entry, index) => {
            const date = formatDateTime(entry.audit.createDate, i18n.language);
            const event = labelHistoryEvent(t, entry.event);
            return (
              <ListItemButton
                key={`${entry.audit.createDate}-${index}`}
                divider
                onClick={() => setOpenEntry(entry)}
                // Named by what it shows (event, person, date, comment), so the name holds its visible text (WCAG 2.5.3).
                aria-haspopup="dialog"
              >
                <ListItemText
                  primary={[
                    event,
                    entry.assetFileVersion ? t('conceptEditor.history.fileVersion', { version: entry.assetFileVersion }) : null,
                    personLabel(entry.audit.createBy, system),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  secondary={entry.comment ? `${date} · ${mentionsAsText(entry.comment)}` : date}
                  slotProps={{ secondary: { noWrap: true } }}
                />
              </ListItemButton>
            );
          })}
        </List>
      )}
      <HistoryEntryDialog entry={openEntry} onClose={() => setOpenEntry(null)} />
      {isCommentOpen ? (
        <AddAssetCommentDialog
          clientCode={clientCode}
          assetCode={assetCode}
          onClose={() => setIsCommentOpen(false)}
          onAdded={() => {
            setIsCommentOpen(false);
            onCommentAdded();
          }}
        />
      ) : null}
    </section>
  );
}

/** Spec 2 §5: the comment is required and trimmed. */
function AddAssetCommentDialog({
  clientCode,
  assetCode,
  onClose,
  onAdded,
}: {
  clientCode: string;
  assetCode: string;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useAssetCommentForm({ clientCode, assetCode, onAdded });
  return (
    <Dialog open onClose={form.isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={form.onSubmit}>
        <DialogTitle id={titleId}>{t('conceptEditor.history.addComment')}</DialogTitle>
        <DialogContent>
          {form.serverError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {form.serverError}
            </Alert>
          ) : null}
          <Box sx={{ mt: 1 }}>
            <MentionTextField {...form.mentionField} autoFocus minRows={3} />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {t('conceptEditor.history.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
