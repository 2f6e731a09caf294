import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DoneAll from '@mui/icons-material/DoneAll';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import RemoveDone from '@mui/icons-material/RemoveDone';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { PENDING_APPROVAL_STATUSES } from '@atelier/domain';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { ConceptViewers } from '../people';
import { ErrorDialog } from '../../components/ErrorDialog';
import { AssetReviewPane } from './AssetReviewPane';
import { DecisionDialog } from './DecisionDialog';
import { ReviewExportButton } from './ReviewExportButton';
import { ASSET_PARAM, COMMENT_PARAM, readVersion, withAsset, withoutGallery } from './gallery-url';
import type { GalleryAsset } from './review-media';
import { GalleryStagesBar } from './stages/GalleryStagesBar';
import { ConceptReviewQuery } from './stages/review-stage-queries';
import { useGalleryDecisions } from './use-gallery-decisions';

/** What the gallery needs of the concept. */
export interface ApprovalConcept {
  code: string;
  name: string;
  status: string;
  /** From the server (the approval permission). */
  viewerCanApprove: boolean;
  /** The application the approval calls name; null disables them. */
  applicationCode: string | null;
}

export interface ApprovalGalleryDialogProps {
  clientCode: string;
  concept: ApprovalConcept;
  assets: readonly GalleryAsset[];
  /** Statuses or histories changed (a decision, a restore): reload the concept and the list. */
  onChanged: () => Promise<unknown> | void;
  onNotice: (message: string) => void;
}

const DECIDABLE = ['queued', 'inProduction', 'pendingApproval', 'rejected', 'approved'];

/**
 * The approval gallery (spec 2 §2.5, issue 12): full screen, the viewer large, a filmstrip of the
 * concept's production assets, ← / → to step, Esc to close, the comments on the right. The URL
 * names the asset (and comment, and version) shown, so a copied link opens the same view.
 */
export function ApprovalGalleryDialog({ clientCode, concept, assets, onChanged, onNotice }: ApprovalGalleryDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const assetCode = searchParams.get(ASSET_PARAM);
  const commentId = searchParams.get(COMMENT_PARAM);
  const viewingVersion = readVersion(searchParams);
  const index = Math.max(
    0,
    assets.findIndex((asset) => asset.code === assetCode),
  );
  const asset = assets[index];

  const close = useCallback(() => setSearchParams((previous) => withoutGallery(previous), { replace: false }), [setSearchParams]);
  const show = useCallback(
    (next: number) => {
      const target = assets[Math.min(assets.length - 1, Math.max(0, next))];
      if (target && target.code !== asset?.code) setSearchParams((previous) => withAsset(previous, target.code), { replace: true });
    },
    [assets, asset?.code, setSearchParams],
  );

  // ← / → step through the assets wherever the focus is, except while typing or on a slider.
  const isDrawingRef = useRef(false);
  const onDrawingChange = useCallback((isDrawing: boolean) => {
    isDrawingRef.current = isDrawing;
  }, []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      // The dialog hears Esc only while the focus is inside it. After a decision the button that
      // had the focus is gone and the focus is on the page itself: Esc must still close the gallery
      // (but not while a dialog above it, such as a confirmation, has the focus, nor while drawing).
      if (event.key === 'Escape') {
        if (!isDrawingRef.current && !target?.closest?.('[role="dialog"]')) close();
        return;
      }
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (target?.closest?.('input, textarea, select, [contenteditable="true"], [role="slider"]')) return;
      event.preventDefault();
      show(index + (event.key === 'ArrowLeft' ? -1 : 1));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [index, show, close]);

  const decisions = useGalleryDecisions({
    clientCode,
    applicationCode: concept.applicationCode,
    conceptCode: concept.code,
    onChanged,
    onNotice,
  });
  const isPending = PENDING_APPROVAL_STATUSES.includes(concept.status);
  const canDecide = concept.viewerCanApprove && Boolean(concept.applicationCode);
  // A concept reviewed in stages is decided stage by stage: its reviewers' buttons replace the one-step decision.
  const { data: reviewData, refetch: refetchReview } = useQuery(ConceptReviewQuery, {
    variables: { clientCode, conceptCode: concept.code },
    fetchPolicy: 'cache-and-network',
  });
  const review = reviewData?.conceptReview;
  const hasStages = Boolean(review?.hasStages);

  return (
    <Dialog
      open
      fullScreen
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        // Esc while drawing leaves the drawing tools first.
        if (reason === 'escapeKeyDown' && isDrawingRef.current) return;
        close();
      }}
    >
      <Stack sx={{ height: '100%', minHeight: 0 }}>
        <Stack
          direction="row"
          // A gap, not margins: rows that wrap (a phone) start flush.
          spacing={{ xs: 1, md: 2 }}
          useFlexGap
          sx={{
            alignItems: 'center',
            px: { xs: 1.5, sm: 2 },
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            flexWrap: 'wrap',
            rowGap: 1,
          }}
        >
          <Box sx={{ minWidth: 0, flex: '1 1 0%' }}>
            <Typography id={titleId} variant="h6" component="h2" noWrap>
              {t('approval.title')}: {concept.name}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip size="small" label={t(`approval.status.${concept.status}`, { defaultValue: concept.status })} />
              {asset ? (
                <Typography variant="body2" color="text.secondary" noWrap>
                  {asset.name} · {t('approval.position', { index: index + 1, count: assets.length })}
                </Typography>
              ) : null}
            </Stack>
          </Box>
          <ConceptViewers clientCode={clientCode} conceptCode={concept.code} size={28} />
          {review && hasStages ? (
            // A row of its own under the title and the close button, so neither is squeezed.
            <Box sx={{ order: 1, flexBasis: '100%' }}>
              <GalleryStagesBar
                clientCode={clientCode}
                concept={concept}
                review={review}
                onChanged={() => Promise.all([refetchReview(), onChanged()])}
                onNotice={onNotice}
              />
            </Box>
          ) : isPending && canDecide ? (
            // On a phone the concept's decisions take a row of their own under the title, the close
            // button staying beside the title.
            <Stack direction="row" spacing={1} sx={{ order: { xs: 3, md: 0 }, width: { xs: '100%', md: 'auto' } }}>
              <Button
                variant="contained"
                color="success"
                startIcon={<DoneAll />}
                disabled={decisions.isBusy}
                onClick={() => decisions.askConcept('approved', concept.name)}
                sx={{ flex: { xs: 1, md: 'none' }, whiteSpace: 'nowrap' }}
              >
                {t('approval.decide.approveConcept')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                startIcon={<RemoveDone />}
                disabled={decisions.isBusy}
                onClick={() => decisions.askConcept('rejected', concept.name)}
                sx={{ flex: { xs: 1, md: 'none' }, whiteSpace: 'nowrap' }}
              >
                {t('approval.decide.rejectConcept')}
              </Button>
            </Stack>
          ) : isPending ? (
            <Typography variant="caption" color="text.secondary" sx={{ order: { xs: 3, md: 0 }, width: { xs: '100%', md: 'auto' } }}>
              {t('approval.decide.approvalOnly')}
            </Typography>
          ) : null}
          <ReviewExportButton clientCode={clientCode} conceptCode={concept.code} assetCode={asset?.code ?? null} onNotice={onNotice} />
          <Tooltip title={t('approval.close')}>
            <IconButton aria-label={t('approval.close')} onClick={close}>
              <CloseOutlined />
            </IconButton>
          </Tooltip>
        </Stack>

        {asset ? (
          <AssetReviewPane
            key={asset.code}
            clientCode={clientCode}
            asset={asset}
            commentId={commentId}
            viewingVersion={viewingVersion}
            canDecide={canDecide && isPending && asset.assetType === 'production' && DECIDABLE.includes(asset.status)}
            onDecide={(decision) => decisions.askAsset(decision, asset.code, asset.name)}
            isDeciding={decisions.isBusy}
            onDrawingChange={onDrawingChange}
            onNavigate={({ commentId: nextComment, version }) =>
              setSearchParams((previous) => withAsset(previous, asset.code, { commentId: nextComment, version }), { replace: true })
            }
            onChanged={onChanged}
            onNotice={onNotice}
            filmstrip={<Filmstrip assets={assets} index={index} onSelect={show} />}
          />
        ) : (
          <Box sx={{ p: 4 }}>
            <Typography color="text.secondary">{t('approval.noAssets')}</Typography>
          </Box>
        )}
      </Stack>
      <DecisionDialog
        request={decisions.request}
        isBusy={decisions.isBusy}
        onConfirm={(comment) => void decisions.confirm(comment)}
        onClose={decisions.cancel}
      />
      <ErrorDialog title={t('approval.decide.errorTitle')} message={decisions.errorMessage} onClose={decisions.clearError} />
    </Dialog>
  );
}

function KindIcon({ kind }: { kind: string }) {
  const sx = { fontSize: 32, color: 'text.secondary' } as const;
  if (kind === 'image') return <ImageOutlined sx={sx} />;
  if (kind === 'video') return <MovieOutlined sx={sx} />;
  if (kind === 'playable') return <SportsEsportsOutlined sx={sx} />;
  if (kind === 'document') return <DescriptionOutlined sx={sx} />;
  return <InsertDriveFileOutlined sx={sx} />;
}

/** The concept's production assets in a row; the shown one is marked. */
function Filmstrip({ assets, index, onSelect }: { assets: readonly GalleryAsset[]; index: number; onSelect: (index: number) => void }) {
  const { t } = useTranslation();
  const selectedRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    selectedRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [index]);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 1, py: 1, borderTop: 1, borderColor: 'divider', flexShrink: 0 }}>
      <IconButton aria-label={t('approval.previous')} onClick={() => onSelect(index - 1)} disabled={index === 0}>
        <ChevronLeft />
      </IconButton>
      <Stack
        component="ol"
        direction="row"
        spacing={1}
        aria-label={t('approval.filmstrip')}
        sx={{ listStyle: 'none', m: 0, p: 0, overflowX: 'auto', flex: 1 }}
      >
        {assets.map((asset, position) => {
          const isSelected = position === index;
          return (
            <Box component="li" key={asset.code} sx={{ flexShrink: 0 }}>
              <Box
                component="button"
                type="button"
                ref={isSelected ? selectedRef : undefined}
                aria-current={isSelected ? 'true' : undefined}
                aria-label={asset.name}
                title={asset.name}
                onClick={() => onSelect(position)}
                sx={{
                  width: 112,
                  height: 72,
                  p: 0,
                  border: 2,
                  borderColor: isSelected ? 'primary.main' : 'divider',
                  borderRadius: 1,
                  overflow: 'hidden',
                  cursor: 'pointer',
                  bgcolor: 'action.hover',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  position: 'relative',
                }}
              >
                {asset.previewImage ? (
                  <Box component="img" src={asset.previewImage} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                ) : (
                  <KindIcon kind={asset.type} />
                )}
                <Box
                  component="span"
                  sx={{
                    position: 'absolute',
                    left: 0,
                    right: 0,
                    bottom: 0,
                    px: 0.5,
                    fontSize: 11,
                    lineHeight: '16px',
                    textAlign: 'left',
                    color: 'common.white',
                    bgcolor: 'rgba(0,0,0,0.55)',
                    whiteSpace: 'nowrap',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                  }}
                >
                  {asset.name}
                </Box>
              </Box>
            </Box>
          );
        })}
      </Stack>
      <IconButton aria-label={t('approval.next')} onClick={() => onSelect(index + 1)} disabled={index >= assets.length - 1}>
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
