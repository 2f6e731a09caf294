import { useMutation } from '@apollo/client/react';
import BrushOutlined from '@mui/icons-material/BrushOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { encodeMentions, MentionText, MentionTextField, type MentionPerson } from '../../components/RichTextFieldMentions';
import { formatDateTime } from '../../lib/format-date';
import { findServerMessage } from '../../lib/graphql/errors';
import { personLabel } from '../../lib/person-label';
import { useMentionPeople } from '../people';
import type { CommentAnchor, Drawing } from '../review';
import { AddReviewCommentMutation, ResolveReviewCommentMutation } from './approval-queries';
import { describeAnchor, type ReviewComment } from './review-media';

export const REVIEW_COMMENT_MAX_LENGTH = 5000;

export interface ReviewCommentPanelProps {
  clientCode: string;
  assetCode: string;
  /** Top-level comments of the version shown, newest first, with their replies. */
  comments: readonly ReviewComment[];
  /** Number of the version shown; comments are added only on the current file. */
  versionNumber: number | null;
  isCurrentVersion: boolean;
  /** Where the viewer is (frame, page): a new comment is anchored there. */
  position: Pick<CommentAnchor, 'frame' | 'frameEnd' | 'frameRate' | 'page'> | null;
  /** The drawing being composed, and whether the viewer's drawing tools are open. */
  draftDrawing: Drawing | null;
  isDrawing: boolean;
  onDrawingToggle: (isDrawing: boolean) => void;
  onDraftClear: () => void;
  focusedId: string | null;
  onFocus: (comment: ReviewComment) => void;
  canComment: boolean;
  canResolve: (comment: ReviewComment) => boolean;
  /** A comment was added or changed: read the asset's comments again. */
  onChanged: (addedId?: string) => Promise<unknown> | void;
  onCopyLink: (comment: ReviewComment) => void;
}

/** The gallery's comments: anchored to a moment or a page, with a drawing, replies and resolve (issue 12). */
export function ReviewCommentPanel(props: ReviewCommentPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [showResolved, setShowResolved] = useState(true);
  const shown = showResolved ? props.comments : props.comments.filter((comment) => !comment.isResolved);
  return (
    <Stack spacing={1.5} sx={{ height: '100%', minHeight: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={titleId} variant="subtitle2" component="h3">
          {t('approval.comments.title', { count: props.comments.length })}
        </Typography>
        <FormControlLabel
          control={<Switch size="small" checked={showResolved} onChange={(event) => setShowResolved(event.target.checked)} />}
          label={<Typography variant="caption">{t('approval.comments.showResolved')}</Typography>}
        />
      </Stack>
      <Box component="ol" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0, flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {shown.length === 0 ? (
          <Typography component="li" variant="body2" color="text.secondary">
            {t('approval.comments.none')}
          </Typography>
        ) : (
          shown.map((comment) => <CommentThread key={comment.id} comment={comment} {...props} />)
        )}
      </Box>
      {props.canComment && props.isCurrentVersion ? <NewCommentForm {...props} /> : null}
    </Stack>
  );
}

function AnchorChip({ anchor, onClick }: { anchor: ReviewComment['anchor']; onClick?: () => void }) {
  const { t } = useTranslation();
  const described = describeAnchor(anchor);
  if (!described) return null;
  const label =
    described.kind === 'page'
      ? t('approval.comments.anchorPage', { page: described.page })
      : described.endTimecode
        ? t('approval.comments.anchorRange', { from: described.timecode, to: described.endTimecode })
        : described.timecode;
  return (
    <Chip
      size="small"
      icon={<PlaceOutlined />}
      label={label}
      onClick={onClick}
      aria-label={onClick ? `${t('approval.comments.focus')}: ${label}` : label}
      data-testid="comment-anchor"
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    />
  );
}

function CommentThread({ comment, ...props }: ReviewCommentPanelProps & { comment: ReviewComment }) {
  const { t, i18n } = useTranslation();
  const system = t('conceptEditor.system');
  const [isReplying, setIsReplying] = useState(false);
  const [resolve, { loading: isResolving }] = useMutation(ResolveReviewCommentMutation);
  const [error, setError] = useState<string | null>(null);
  const isFocused = props.focusedId === comment.id;
  const replies = comment.replies ?? [];
  const hasDrawing = Boolean((comment.anchor?.drawing as Drawing | null)?.shapes?.length);

  async function toggleResolved() {
    setError(null);
    try {
      await resolve({
        variables: {
          clientCode: props.clientCode,
          conceptAssetCode: props.assetCode,
          commentId: comment.id,
          resolved: !comment.isResolved,
        },
      });
    } catch (caught) {
      setError(findServerMessage(caught, t('errors.network')));
    }
  }

  return (
    <Box
      component="li"
      data-comment-id={comment.id}
      aria-current={isFocused ? 'true' : undefined}
      sx={{
        p: 1.25,
        mb: 1,
        borderRadius: 1,
        border: 1,
        borderColor: isFocused ? 'primary.main' : 'divider',
        bgcolor: isFocused ? 'action.selected' : 'background.paper',
        opacity: comment.isResolved ? 0.7 : 1,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {personLabel(comment.audit.createBy, system)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(comment.audit.createDate, i18n.language)}
        </Typography>
        {comment.assetFileVersion ? (
          <Chip size="small" variant="outlined" label={t('approval.comments.version', { version: comment.assetFileVersion })} />
        ) : null}
        {comment.isResolved ? <Chip size="small" color="success" variant="outlined" label={t('approval.comments.resolved')} /> : null}
      </Stack>
      <Stack direction="row" spacing={0.5} sx={{ mt: 0.75, flexWrap: 'wrap', rowGap: 0.5 }}>
        <AnchorChip anchor={comment.anchor} onClick={() => props.onFocus(comment)} />
        {hasDrawing ? (
          <Chip size="small" icon={<BrushOutlined />} label={t('approval.comments.hasDrawing')} onClick={() => props.onFocus(comment)} />
        ) : null}
      </Stack>
      <Typography
        variant="body2"
        sx={{ mt: 0.75, whiteSpace: 'pre-wrap', wordBreak: 'break-word', cursor: 'pointer' }}
        onClick={() => props.onFocus(comment)}
      >
        <MentionText text={comment.comment} />
      </Typography>
      {replies.length > 0 ? (
        <Box
          component="ol"
          aria-label={t('approval.comments.replies', { count: replies.length })}
          sx={{ listStyle: 'none', m: 0, mt: 1, pl: 1.5, borderLeft: 2, borderColor: 'divider' }}
        >
          {replies.map((reply) => (
            <Box component="li" key={reply.id} sx={{ mb: 0.75 }}>
              <Typography variant="caption" color="text.secondary">
                {personLabel(reply.audit.createBy, system)} · {formatDateTime(reply.audit.createDate, i18n.language)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                <MentionText text={reply.comment} />
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, alignItems: 'center' }}>
        {props.canComment ? (
          <Button size="small" onClick={() => setIsReplying((current) => !current)}>
            {t('approval.comments.reply')}
          </Button>
        ) : null}
        {props.canResolve(comment) ? (
          <Button
            size="small"
            startIcon={comment.isResolved ? <ReplayOutlined /> : <CheckCircleOutline />}
            onClick={() => void toggleResolved()}
            disabled={isResolving}
          >
            {comment.isResolved ? t('approval.comments.reopen') : t('approval.comments.resolve')}
          </Button>
        ) : null}
        <Box sx={{ flex: 1 }} />
        <Tooltip title={t('approval.comments.copyLink')}>
          <IconButton size="small" aria-label={t('approval.comments.copyLink')} onClick={() => props.onCopyLink(comment)}>
            <LinkOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      {isReplying ? (
        <ReplyForm
          clientCode={props.clientCode}
          assetCode={props.assetCode}
          parentId={comment.id}
          onDone={async () => {
            setIsReplying(false);
            await props.onChanged();
          }}
          onCancel={() => setIsReplying(false)}
        />
      ) : null}
    </Box>
  );
}

/**
 * The text of a new comment or reply: validation, and the people typing @ offers (the client's
 * users); a pick is stored as a reference to the user (encodeMentions), whom the server tells.
 */
function useCommentText(clientCode: string) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const people = useMentionPeople(clientCode);
  const [picked, setPicked] = useState<MentionPerson[]>([]);
  function validate() {
    const trimmed = text.trim();
    if (!trimmed) return (setError(t('approval.comments.required')), null);
    if (trimmed.length > REVIEW_COMMENT_MAX_LENGTH) return (setError(t('approval.comments.tooLong')), null);
    setError(null);
    return encodeMentions(trimmed, picked);
  }
  function clear() {
    setText('');
    setPicked([]);
  }
  function fieldProps(label: string) {
    return {
      label,
      value: text,
      onChange: setText,
      people,
      onPick: (person: MentionPerson) =>
        setPicked((current) => [...current.filter((entry) => entry.emailAddress !== person.emailAddress), person]),
      error: error ?? undefined,
      noMatchesText: t('assets.comments.noMatches'),
    };
  }
  return { validate, clear, setError, fieldProps };
}

function ReplyForm({
  clientCode,
  assetCode,
  parentId,
  onDone,
  onCancel,
}: {
  clientCode: string;
  assetCode: string;
  parentId: string;
  onDone: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const field = useCommentText(clientCode);
  const [addComment, { loading }] = useMutation(AddReviewCommentMutation);
  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const comment = field.validate();
    if (!comment) return;
    try {
      await addComment({ variables: { clientCode, conceptAssetCode: assetCode, comment, parentCommentId: parentId } });
    } catch (caught) {
      field.setError(findServerMessage(caught, t('approval.comments.failed')));
      return;
    }
    field.clear();
    await onDone();
  }
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 1 }} aria-label={t('approval.comments.replyLabel')}>
      <MentionTextField {...field.fieldProps(t('approval.comments.replyLabel'))} size="small" minRows={2} autoFocus />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 0.5 }}>
        <Button size="small" onClick={onCancel}>
          {t('approval.comments.cancelReply')}
        </Button>
        <Button size="small" type="submit" variant="outlined" disabled={loading}>
          {t('approval.comments.sendReply')}
        </Button>
      </Stack>
    </Box>
  );
}

/** A new comment, anchored where the viewer is, with the drawing being composed. */
function NewCommentForm(props: ReviewCommentPanelProps) {
  const { t } = useTranslation();
  const field = useCommentText(props.clientCode);
  const [addComment, { loading }] = useMutation(AddReviewCommentMutation);
  const drawing = props.draftDrawing?.shapes.length ? props.draftDrawing : null;
  const position = props.position;
  const anchor =
    position?.frame != null && position.frameRate
      ? // A range marked on the timeline (In / Out) anchors the comment to the range.
        position.frameEnd != null
        ? { frame: position.frame, frameEnd: position.frameEnd, frameRate: position.frameRate }
        : { frame: position.frame, frameRate: position.frameRate }
      : position?.page != null
        ? { page: position.page }
        : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const comment = field.validate();
    if (!comment) return;
    let addedId: string | undefined;
    try {
      const result = await addComment({
        variables: {
          clientCode: props.clientCode,
          conceptAssetCode: props.assetCode,
          comment,
          anchor: drawing || Object.keys(anchor).length ? { ...anchor, drawing } : null,
        },
      });
      addedId = result.data?.addApplicationCreativeConceptAssetComment.id;
    } catch (caught) {
      field.setError(findServerMessage(caught, t('approval.comments.failed')));
      return;
    }
    field.clear();
    props.onDraftClear();
    props.onDrawingToggle(false);
    await props.onChanged(addedId);
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('approval.comments.label')}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        {Object.keys(anchor).length ? (
          <AnchorChip anchor={{ frame: null, frameEnd: null, frameRate: null, page: null, drawing: null, ...anchor }} />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {t('approval.comments.anchorNone')}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <ToggleButton
          value="draw"
          size="small"
          selected={props.isDrawing}
          onChange={() => props.onDrawingToggle(!props.isDrawing)}
          aria-label={props.isDrawing ? t('approval.comments.stopDrawing') : t('approval.comments.draw')}
        >
          <BrushOutlined fontSize="small" sx={{ mr: 0.5 }} />
          {props.isDrawing ? t('approval.comments.stopDrawing') : t('approval.comments.draw')}
        </ToggleButton>
        {drawing ? <Chip size="small" label={t('approval.comments.hasDrawing')} onDelete={props.onDraftClear} /> : null}
      </Stack>
      <MentionTextField {...field.fieldProps(t('approval.comments.label'))} size="small" minRows={2} maxRows={6} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <Button type="submit" variant="contained" disabled={loading}>
          {t('approval.comments.send')}
        </Button>
      </Stack>
    </Box>
  );
}
