import { MentionText, MentionTextField } from '../../../components/RichTextFieldMentions';
import DoneAll from '@mui/icons-material/DoneAll';
import RemoveDone from '@mui/icons-material/RemoveDone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../session';
import type { AssetEditorFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format-date';
import { ErrorDialog } from '../../../components/ErrorDialog';
import { personLabel } from '../../../lib/person-label';
import { useAssetCommentForm } from './use-asset-comment-form';
import { useConceptApproval, type ConceptDecision } from './use-concept-approval';

/** What the gallery needs of the concept to offer its approval. */
export interface GalleryConcept {
  code: string;
  status: string;
  /** From the server (the approval permission), so the UI does not re-derive the rule. */
  viewerCanApprove: boolean;
  /** The application the accept-all and reject-all calls name; null disables them. */
  applicationCode: string | null;
}

export interface AssetCommentPanelProps {
  clientCode: string;
  asset: Pick<AssetEditorFieldsFragment, 'code' | 'assetType' | 'history'>;
  concept: GalleryConcept;
  /** The asset changed (a comment, a decision): reload it. */
  onAssetChanged: () => Promise<unknown> | void;
  /** The concept's status changed: reload it. */
  onConceptChanged: () => Promise<unknown> | void;
  onNotice: (message: string) => void;
}

/** Spec 2 §2.4: the buttons show for a production asset of a concept pending approval. */
export function isConceptApprovalShown(concept: Pick<GalleryConcept, 'status'>, asset: Pick<AssetEditorFieldsFragment, 'assetType'>) {
  return concept.status === 'pendingApproval' && asset.assetType === 'production';
}

/**
 * The gallery's side panel: the asset's comments, a comment form (history:comment), and the
 * concept's approve and reject (spec 2 §2.4, §4), enabled for approval users only.
 */
export function AssetCommentPanel({ clientCode, asset, concept, onAssetChanged, onConceptChanged, onNotice }: AssetCommentPanelProps) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const approval = useConceptApproval({
    clientCode,
    applicationCode: concept.applicationCode,
    conceptCode: concept.code,
    onDecided: async (decision: ConceptDecision) => {
      // The results carry the new statuses; the history entries a decision writes (concept and
      // asset) come back with neither, so both are read again.
      await Promise.all([onConceptChanged(), onAssetChanged()]);
      onNotice(t(decision === 'approved' ? 'assets.gallery.conceptApproved' : 'assets.gallery.conceptRejected'));
    },
    onPartlyDecided: () => onAssetChanged(),
  });
  const isApprovalShown = isConceptApprovalShown(concept, asset);
  const canDecide = concept.viewerCanApprove && Boolean(concept.applicationCode) && !approval.isDeciding;
  const comments = asset.history.filter((entry) => entry.comment?.trim());

  return (
    <Stack spacing={2} sx={{ height: '100%', minHeight: 0 }}>
      {isApprovalShown ? (
        <Box component="section" aria-label={t('assets.gallery.approvalTitle')}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {t('assets.gallery.approvalTitle')}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              color="success"
              startIcon={<DoneAll />}
              disabled={!canDecide}
              onClick={() => void approval.decide('approved')}
            >
              {t('assets.gallery.approve')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<RemoveDone />}
              disabled={!canDecide}
              onClick={() => void approval.decide('rejected')}
            >
              {t('assets.gallery.reject')}
            </Button>
          </Stack>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {concept.viewerCanApprove ? t('assets.gallery.approvalHint') : t('assets.gallery.approvalOnly')}
          </Typography>
          <Divider sx={{ mt: 2 }} />
        </Box>
      ) : null}
      <CommentList entries={comments} />
      {can('history:comment') ? <CommentForm clientCode={clientCode} assetCode={asset.code} onAdded={onAssetChanged} /> : null}
      <ErrorDialog title={t('assets.gallery.errors.title')} message={approval.errorMessage} onClose={approval.clearError} />
    </Stack>
  );
}

type HistoryEntry = AssetEditorFieldsFragment['history'][number];

/** Comments newest first, as the server sends the history. */
function CommentList({ entries }: { entries: readonly HistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const system = t('conceptEditor.system');
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} variant="subtitle2" component="h3" gutterBottom>
        {t('assets.gallery.commentsTitle', { count: entries.length })}
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('assets.gallery.noComments')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ overflowY: 'auto', flex: 1, minHeight: 0 }} aria-labelledby={titleId}>
          {entries.map((entry, index) => (
            <ListItem key={`${entry.audit.createDate}-${index}`} disableGutters divider alignItems="flex-start">
              <ListItemText
                primary={<MentionText text={entry.comment?.trim()} />}
                secondary={`${personLabel(entry.audit.createBy, system)} · ${formatDateTime(entry.audit.createDate, i18n.language)}`}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/** Spec 2 §5 "Comment form": required and trimmed; the form empties once the comment is saved. */
function CommentForm({
  clientCode,
  assetCode,
  onAdded,
}: {
  clientCode: string;
  assetCode: string;
  onAdded: () => Promise<unknown> | void;
}) {
  const { t } = useTranslation();
  const form = useAssetCommentForm({ clientCode, assetCode, onAdded });
  return (
    <Box component="form" noValidate aria-label={t('conceptEditor.history.addComment')} onSubmit={form.onSubmit}>
      {form.serverError ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {form.serverError}
        </Alert>
      ) : null}
      <MentionTextField {...form.mentionField} minRows={2} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <Button type="submit" variant="outlined" disabled={form.isSubmitting}>
          {t('conceptEditor.history.save')}
        </Button>
      </Stack>
    </Box>
  );
}
