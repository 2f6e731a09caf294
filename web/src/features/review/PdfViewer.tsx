import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetViewerProps, ReviewMedia } from './contract';
import { MediaMessage } from './MediaMessage';
import type { PDFDocumentProxy, PDFPageProxy } from './pdf-document';
import { useViewerKeys } from './use-viewer-keys';
import { ZoomStage } from './ZoomStage';
import { FIT_VIEW, type ContentLayout, type ZoomView } from './zoom';

interface PdfViewerProps extends Pick<AssetViewerProps, 'markers' | 'focus' | 'onMarkerClick' | 'onPositionChange'> {
  media: ReviewMedia;
  overlay?: ReactNode;
}

/** A PDF's pages rendered in the app with pdf.js, one at a time, zoomable, with page navigation and comment page markers. */
export function PdfViewer({ media, markers = [], focus, onMarkerClick, onPositionChange, overlay }: PdfViewerProps) {
  const { t } = useTranslation();
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const [page, setPage] = useState<PDFPageProxy | null>(null);
  const [view, setView] = useState<ZoomView>(FIT_VIEW);

  useEffect(() => {
    if (!media.mediaUrl) return;
    let isCurrent = true;
    let destroy: (() => void) | null = null;
    setPdf(null);
    setHasFailed(false);
    void import('./pdf-document')
      .then(({ openPdf }) => {
        const task = openPdf(media.mediaUrl!);
        destroy = () => void task.destroy();
        return task.promise;
      })
      .then((document) => isCurrent && setPdf(document))
      .catch(() => isCurrent && setHasFailed(true));
    return () => {
      isCurrent = false;
      destroy?.();
    };
  }, [media.mediaUrl]);

  useEffect(() => {
    if (!pdf) return;
    let isCurrent = true;
    void pdf
      .getPage(Math.min(pageNumber, pdf.numPages))
      .then((loaded) => isCurrent && setPage(loaded))
      .catch(() => isCurrent && setHasFailed(true));
    return () => {
      isCurrent = false;
    };
  }, [pdf, pageNumber]);

  const pageCount = pdf?.numPages ?? 0;
  const goToPage = (next: number) => {
    if (pageCount === 0) return;
    const clamped = Math.min(pageCount, Math.max(1, next));
    if (clamped !== pageNumber) setView(FIT_VIEW);
    setPageNumber(clamped);
  };

  useEffect(() => {
    const target = focus?.anchor.page;
    if (target != null) setPageNumber(Math.max(1, target));
  }, [focus?.id, focus?.nonce, focus?.anchor.page]);

  const reportRef = useRef(onPositionChange);
  reportRef.current = onPositionChange;
  useEffect(() => reportRef.current?.({ page: pageNumber }), [pageNumber]);

  useViewerKeys((action) => {
    if (action === 'previousPage') goToPage(pageNumber - 1);
    else if (action === 'nextPage') goToPage(pageNumber + 1);
    else return false;
    return true;
  });

  if (!media.mediaUrl) return <MediaMessage text={t('review.noMedia')} />;
  if (hasFailed) return <MediaMessage text={t('review.pdfFailed')} />;
  if (!pdf || !page) return <MediaMessage text={t('review.pdfLoading')} isBusy />;

  const viewport = page.getViewport({ scale: 1 });
  const pagesWithComments = [
    ...new Set(markers.map((marker) => marker.anchor.page).filter((value): value is number => value != null)),
  ].sort((a, b) => a - b);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%' }}>
      <Box sx={{ flex: 1, minHeight: 0, bgcolor: 'grey.300' }}>
        <ZoomStage contentSize={{ width: viewport.width, height: viewport.height }} view={view} onViewChange={setView}>
          {(layout) => (
            <>
              <PdfPageCanvas page={page} layout={layout} />
              {overlay}
            </>
          )}
        </ZoomStage>
      </Box>
      <Paper
        square
        elevation={0}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap' }}
      >
        <Tooltip title={t('review.previousPage')}>
          <span>
            <IconButton
              size="small"
              aria-label={t('review.previousPage')}
              disabled={pageNumber <= 1}
              onClick={() => goToPage(pageNumber - 1)}
            >
              <NavigateBefore />
            </IconButton>
          </span>
        </Tooltip>
        <Typography variant="body2" data-testid="pdf-page" aria-live="polite">
          {t('review.pdfPage', { page: pageNumber, count: pageCount })}
        </Typography>
        <Tooltip title={t('review.nextPage')}>
          <span>
            <IconButton
              size="small"
              aria-label={t('review.nextPage')}
              disabled={pageNumber >= pageCount}
              onClick={() => goToPage(pageNumber + 1)}
            >
              <NavigateNext />
            </IconButton>
          </span>
        </Tooltip>
        {pagesWithComments.length > 0 && (
          <Box
            role="group"
            aria-label={t('review.pagesWithComments')}
            sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}
          >
            {pagesWithComments.map((markerPage) => (
              <Chip
                key={markerPage}
                size="small"
                color={markerPage === pageNumber ? 'primary' : 'default'}
                label={markerPage}
                data-testid="page-marker"
                onClick={() => {
                  goToPage(markerPage);
                  const first = markers.find((marker) => marker.anchor.page === markerPage);
                  if (first) onMarkerClick?.(first.id);
                }}
              />
            ))}
          </Box>
        )}
      </Paper>
    </Box>
  );
}

/**
 * The page drawn on a canvas at the displayed size × the screen's pixel ratio (capped, so a deep
 * zoom does not allocate a huge canvas; beyond the cap the browser scales it up).
 */
function PdfPageCanvas({ page, layout }: { page: PDFPageProxy; layout: ContentLayout }) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const base = page.getViewport({ scale: 1 });
  // Rendered in steps of 25 % so that a wheel zoom does not render on every event.
  const wanted = (layout.width / base.width) * ratio;
  const scale = Math.min(6, Math.max(0.25, Math.ceil(wanted * 4) / 4));

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const viewport = page.getViewport({ scale });
    // Limit to ~16 megapixels.
    const cap = Math.min(1, Math.sqrt(16_000_000 / (viewport.width * viewport.height)));
    const capped = page.getViewport({ scale: scale * cap });
    canvas.width = Math.floor(capped.width);
    canvas.height = Math.floor(capped.height);
    const task = page.render({ canvas, viewport: capped });
    task.promise.catch(() => undefined);
    return () => task.cancel();
  }, [page, scale]);

  return (
    <canvas ref={canvasRef} data-testid="pdf-canvas" style={{ width: '100%', height: '100%', display: 'block', background: '#fff' }} />
  );
}
