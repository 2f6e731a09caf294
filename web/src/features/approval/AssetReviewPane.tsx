import { useQuery } from '@apollo/client/react';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../session';
import { AssetViewer, CompareView, type CommentAnchor, type Drawing, type ViewerMarker } from '../review';
import { ApprovalAssetReviewQuery } from './approval-queries';
import { buildCommentLink } from './gallery-url';
import { commentsOfVersion, toReviewMedia, toVersionMedia, toViewerAnchor, type GalleryAsset, type ReviewComment } from './review-media';
import { ReviewCommentPanel } from './ReviewCommentPanel';
import { VersionsPanel } from './VersionsPanel';
import { DecisionChip } from '../../components/DecisionChip';

export interface AssetReviewPaneProps {
  clientCode: string;
  asset: GalleryAsset;
  commentId: string | null;
  viewingVersion: number | null;
  canDecide: boolean;
  isDeciding: boolean;
  onDecide: (decision: 'approved' | 'rejected') => void;
  onDrawingChange: (isDrawing: boolean) => void;
  /** The comment focused and the version viewed changed (the gallery keeps them in the URL). */
  onNavigate: (place: { commentId: string | null; version: number | null }) => void;
  onChanged: () => Promise<unknown> | void;
  onNotice: (message: string) => void;
  /** Under the viewer (the gallery's filmstrip). */
  filmstrip?: ReactNode;
}

/**
 * One asset under review: the viewer (its current file or an earlier version), its anchored
 * comments, its versions and (for approval users) its own approve / reject. The approval gallery
 * and the asset editor's gallery both show it.
 */
export function AssetReviewPane({
  clientCode,
  asset,
  commentId,
  viewingVersion,
  canDecide,
  isDeciding,
  onDecide,
  onDrawingChange,
  onNavigate,
  onChanged,
  onNotice,
  filmstrip,
}: AssetReviewPaneProps) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const { data, refetch, error } = useQuery(ApprovalAssetReviewQuery, {
    variables: { clientCode, conceptAssetCode: asset.code },
    fetchPolicy: 'cache-and-network',
  });
  const review = data?.applicationCreativeConceptAsset;
  const decision = review ? review.lastDecision : asset.lastDecision;
  const history = useMemo(() => (review?.history ?? []) as ReviewComment[], [review?.history]);
  const versions = review?.versions ?? [];
  const viewedVersion = versions.find((version) => version.versionNumber === viewingVersion) ?? null;
  const isCurrent = viewedVersion === null;
  const versionNumber = isCurrent ? (review?.fileVersion ?? asset.fileVersion ?? null) : viewedVersion.versionNumber;
  const media = useMemo(() => (viewedVersion ? toVersionMedia(asset, viewedVersion) : toReviewMedia(asset)), [asset, viewedVersion]);
  const comments = useMemo(() => commentsOfVersion(history, versionNumber, isCurrent), [history, versionNumber, isCurrent]);
  // Two files side by side or as a wipe: an earlier version (left) against another or the current file (right).
  const [comparing, setComparing] = useState<{ left: number | null; right: number | null } | null>(null);
  const mediaOf = (version: number | null) => {
    const found = version === null ? null : versions.find((candidate) => candidate.versionNumber === version);
    return found ? toVersionMedia(asset, found) : toReviewMedia(asset);
  };
  const labelOf = (version: number | null) =>
    version === null ? t('approval.versions.currentLabel', { number: review?.fileVersion ?? asset.fileVersion ?? 1 }) : `v${version}`;

  // A linked comment (or a reply of it) focuses the viewer on its moment and shows its drawing;
  // a comment of another version switches the viewer to that version.
  const linked = useMemo(() => {
    if (!commentId) return null;
    const entry = history.find((candidate) => candidate.id === commentId);
    if (!entry) return null;
    return entry.parentId ? (history.find((candidate) => candidate.id === entry.parentId) ?? entry) : entry;
  }, [commentId, history]);
  useEffect(() => {
    if (!linked?.assetFileVersion || !review?.fileVersion) return;
    const target = linked.assetFileVersion === review.fileVersion ? null : linked.assetFileVersion;
    if (target !== viewingVersion) onNavigate({ commentId: linked.id, version: target });
  }, [linked, review?.fileVersion, viewingVersion, onNavigate]);
  const [focusNonce, setFocusNonce] = useState(0);
  // A new object re-seeks the viewer: only when another comment is linked or one is clicked again.
  const linkedId = linked?.id ?? null;
  const linkedAnchor = JSON.stringify(linked?.anchor ?? null);
  const focus = useMemo(
    () =>
      linkedId ? { id: linkedId, anchor: toViewerAnchor(JSON.parse(linkedAnchor) as ReviewComment['anchor']), nonce: focusNonce } : null,
    [linkedId, linkedAnchor, focusNonce],
  );

  const markers: ViewerMarker[] = useMemo(
    () =>
      comments
        .filter((comment) => comment.anchor)
        .map((comment) => ({
          id: comment.id,
          anchor: toViewerAnchor(comment.anchor),
          label: `${comment.audit.createBy?.firstName ?? ''}: ${(comment.comment ?? '').slice(0, 60)}`,
          isResolved: comment.isResolved,
        })),
    [comments],
  );

  const [position, setPosition] = useState<Pick<CommentAnchor, 'frame' | 'frameEnd' | 'frameRate' | 'page'> | null>(null);
  const [isDrawing, setIsDrawing] = useState(false);
  const [draftDrawing, setDraftDrawing] = useState<Drawing | null>(null);
  const toggleDrawing = (next: boolean) => {
    setIsDrawing(next);
    onDrawingChange(next);
  };
  useEffect(() => () => onDrawingChange(false), [onDrawingChange]);

  const focusComment = (comment: ReviewComment) => {
    setFocusNonce((current) => current + 1);
    onNavigate({ commentId: comment.id, version: viewingVersion });
  };
  const copyLink = (comment: ReviewComment) => {
    const link = buildCommentLink(window.location, asset.code, comment.id, viewingVersion);
    void navigator.clipboard?.writeText(link).then(
      () => onNotice(t('approval.comments.linkCopied')),
      () => onNotice(link),
    );
  };
  // The server answers per comment (its author, the concept's creative lead, approval users).
  const canResolve = (comment: ReviewComment) => comment.viewerCanResolve;

  return (
    // Wide screens: the viewer beside the panel, each its own height. Narrower than md (a phone, an
    // approver from the e-mail): one column that scrolls as a whole, the viewer on top at a fixed
    // share of the screen, then the filmstrip, the decisions, the comments and the versions below
    // it, never under it.
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      data-testid="asset-review-pane"
      sx={{ flex: 1, minHeight: 0, overflowY: { xs: 'auto', md: 'visible' } }}
    >
      <Stack sx={{ flex: { xs: 'none', md: 1 }, minWidth: 0, minHeight: { md: 0 } }}>
        {!isCurrent ? (
          <Alert
            severity="info"
            sx={{ borderRadius: 0 }}
            action={
              <Button color="inherit" size="small" onClick={() => onNavigate({ commentId: null, version: null })}>
                {t('approval.versions.backToCurrent')}
              </Button>
            }
          >
            {t('approval.versions.olderVersion', { version: viewedVersion.versionNumber })}
          </Alert>
        ) : null}
        <Box sx={{ flex: { xs: 'none', md: 1 }, height: { xs: 'min(58vh, 520px)', md: 'auto' }, minHeight: 240, position: 'relative' }}>
          <AssetViewer
            media={media}
            markers={markers}
            focus={focus}
            onMarkerClick={(id) => {
              const comment = comments.find((candidate) => candidate.id === id);
              if (comment) focusComment(comment);
            }}
            draft={isDrawing ? { drawing: draftDrawing, onDrawingChange: setDraftDrawing } : null}
            onPositionChange={setPosition}
            height="100%"
          />
        </Box>
        {filmstrip}
      </Stack>
      <Stack
        spacing={2}
        sx={{
          width: { xs: '100%', md: 380, xl: 440 },
          flexShrink: 0,
          p: 2,
          borderLeft: { md: 1 },
          borderTop: { xs: 1, md: 0 },
          borderColor: 'divider',
          minHeight: { md: 0 },
          overflowY: { md: 'auto' },
        }}
      >
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle1" component="h3" noWrap sx={{ flex: 1, minWidth: 0 }} title={asset.name}>
              {asset.name}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              label={t(`approval.status.${review?.status ?? asset.status}`, { defaultValue: review?.status ?? asset.status })}
            />
          </Stack>
          {/* Which file the last decision was made on, and whether the asset still holds it. */}
          <Box sx={{ mt: 1 }}>
            <DecisionChip decision={decision} fileVersion={review?.fileVersion ?? asset.fileVersion} showDetail />
          </Box>
          {canDecide ? (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button
                size="small"
                variant="outlined"
                color="success"
                startIcon={<ThumbUpOutlined />}
                disabled={isDeciding}
                onClick={() => onDecide('approved')}
              >
                {t('approval.decide.approveAsset')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="error"
                startIcon={<ThumbDownOutlined />}
                disabled={isDeciding}
                onClick={() => onDecide('rejected')}
              >
                {t('approval.decide.rejectAsset')}
              </Button>
            </Stack>
          ) : null}
        </Box>
        <Divider />
        {error && !data ? <Alert severity="error">{t('approval.loadFailed')}</Alert> : null}
        <Box sx={{ flex: 1, minHeight: 280, display: 'flex', flexDirection: 'column' }}>
          <ReviewCommentPanel
            clientCode={clientCode}
            assetCode={asset.code}
            comments={comments}
            versionNumber={versionNumber}
            isCurrentVersion={isCurrent}
            position={position}
            draftDrawing={draftDrawing}
            isDrawing={isDrawing}
            onDrawingToggle={toggleDrawing}
            onDraftClear={() => setDraftDrawing(null)}
            focusedId={linked?.id ?? null}
            onFocus={focusComment}
            canComment={can('history:comment')}
            canResolve={canResolve}
            onChanged={async (addedId) => {
              await refetch();
              if (addedId) onNavigate({ commentId: addedId, version: viewingVersion });
            }}
            onCopyLink={copyLink}
          />
        </Box>
        <Divider />
        <VersionsPanel
          clientCode={clientCode}
          asset={asset}
          versions={versions}
          viewingVersion={viewedVersion?.versionNumber ?? null}
          onView={(version) => onNavigate({ commentId: null, version })}
          onCompare={(left, right) => setComparing({ left, right })}
          approvedVersion={readApprovedVersion(decision)}
          canRestore={can('asset:update')}
          onRestored={async (message) => {
            await Promise.all([refetch(), onChanged()]);
            onNotice(message);
          }}
        />
      </Stack>
      {comparing ? (
        <Dialog open fullScreen onClose={() => setComparing(null)} aria-labelledby="compare-versions-title">
          <DialogTitle id="compare-versions-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box component="span" sx={{ flexGrow: 1 }}>
              {t('approval.versions.compareTitle')} · {asset.name}
            </Box>
            <IconButton aria-label={t('approval.versions.closeCompare')} onClick={() => setComparing(null)}>
              <CloseOutlined />
            </IconButton>
          </DialogTitle>
          <DialogContent sx={{ display: 'flex', minHeight: 0, p: 2 }}>
            <CompareView
              left={mediaOf(comparing.left)}
              right={mediaOf(comparing.right)}
              leftLabel={labelOf(comparing.left)}
              rightLabel={labelOf(comparing.right)}
            />
          </DialogContent>
        </Dialog>
      ) : null}
    </Stack>
  );
}

/** The version an approval that stands was made on (null: none, or a rejection). */
function readApprovedVersion(decision: { status: string; fileVersion?: number | null } | null | undefined) {
  return decision && (decision.status === 'approved' || decision.status === 'active') ? (decision.fileVersion ?? null) : null;
}
