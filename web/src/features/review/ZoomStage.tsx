import FitScreen from '@mui/icons-material/FitScreen';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementSize } from './use-element-size';
import { useViewerKeys } from './use-viewer-keys';
import {
  actualSizeZoom,
  clampView,
  FIT_VIEW,
  fitScale,
  layoutContent,
  panBy,
  wheelZoomFactor,
  zoomAt,
  type ContentLayout,
  type Size,
  type ZoomView,
} from './zoom';

const BUTTON_STEP = 1.5;

export interface ZoomStageProps {
  /** The content's natural size (image pixels, PDF page points). */
  contentSize: Size;
  view: ZoomView;
  onViewChange: (view: ZoomView) => void;
  /** Renders the content into its laid-out box (an absolutely placed element of layout.width × height). */
  children: (layout: ContentLayout) => ReactNode;
  showControls?: boolean;
  /** Listens to + / - / 0 (one stage of a compare view does). */
  hasKeys?: boolean;
  /** Extra controls beside the zoom ones. */
  controls?: ReactNode;
}

/**
 * A box that shows its content fitted, and zooms (wheel, pinch, buttons, keys) and pans (drag)
 * it. The view is controlled, so that two stages can share one.
 */
export function ZoomStage({ contentSize, view, onViewChange, children, showControls = true, hasKeys = true, controls }: ZoomStageProps) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement | null>(null);
  const box = useElementSize(boxRef);
  const viewRef = useRef(view);
  viewRef.current = view;
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number } | null>(null);

  const center = { x: box.width / 2, y: box.height / 2 };
  const zoomBy = (factor: number, anchor = center) => onViewChange(zoomAt(viewRef.current, factor, anchor, box, contentSize));
  const showActualSize = () => onViewChange(clampView({ ...viewRef.current, zoom: actualSizeZoom(box, contentSize) }, box, contentSize));

  // React's onWheel is passive: the page would scroll as well as the image zoom.
  useEffect(() => {
    const element = boxRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const anchor = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      onViewChange(zoomAt(viewRef.current, wheelZoomFactor(event.deltaY, event.deltaMode), anchor, box, contentSize));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [box, contentSize, onViewChange]);

  useViewerKeys((action) => {
    if (action === 'zoomIn') zoomBy(BUTTON_STEP);
    else if (action === 'zoomOut') zoomBy(1 / BUTTON_STEP);
    else if (action === 'zoomFit') onViewChange(FIT_VIEW);
    else return false;
    return true;
  }, hasKeys);

  const localPoint = (event: React.PointerEvent) => {
    const rect = boxRef.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, localPoint(event));
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      pinch.current = { distance: Math.hypot(a!.x - b!.x, a!.y - b!.y) };
    }
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const point = localPoint(event);
    pointers.current.set(event.pointerId, point);
    if (pointers.current.size === 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      const distance = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      if (pinch.current.distance > 0) zoomBy(distance / pinch.current.distance, { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 });
      pinch.current = { distance };
      return;
    }
    onViewChange(panBy(viewRef.current, point.x - previous.x, point.y - previous.y, box, contentSize));
  };
  const onPointerEnd = (event: React.PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  const layout = layoutContent(view, box, contentSize);
  const percent = Math.round(fitScale(box, contentSize) * view.zoom * 100);
  const isReady = box.width > 0 && box.height > 0 && contentSize.width > 0 && contentSize.height > 0;

  return (
    <Box sx={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}>
      <Box
        ref={boxRef}
        data-testid="zoom-stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onDoubleClick={() => (view.zoom > 1 ? onViewChange(FIT_VIEW) : showActualSize())}
        sx={{ position: 'absolute', inset: 0, touchAction: 'none', cursor: view.zoom > 1 ? 'grab' : 'default', userSelect: 'none' }}
      >
        {isReady && (
          <Box sx={{ position: 'absolute', left: layout.left, top: layout.top, width: layout.width, height: layout.height }}>
            {children(layout)}
          </Box>
        )}
      </Box>
      {showControls && (
        <Paper
          elevation={3}
          sx={{ position: 'absolute', right: 8, bottom: 8, display: 'flex', alignItems: 'center', gap: 0.25, px: 0.5, py: 0.25 }}
        >
          {controls}
          <Tooltip title={t('review.zoomOut')}>
            <IconButton size="small" aria-label={t('review.zoomOut')} onClick={() => zoomBy(1 / BUTTON_STEP)}>
              <ZoomOut fontSize="small" />
            </IconButton>
          </Tooltip>
          <Typography variant="caption" aria-live="polite" sx={{ minWidth: 44, textAlign: 'center' }} data-testid="zoom-percent">
            {t('review.zoomPercent', { percent })}
          </Typography>
          <Tooltip title={t('review.zoomIn')}>
            <IconButton size="small" aria-label={t('review.zoomIn')} onClick={() => zoomBy(BUTTON_STEP)}>
              <ZoomIn fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('review.zoomFit')}>
            <IconButton size="small" aria-label={t('review.zoomFit')} onClick={() => onViewChange(FIT_VIEW)}>
              <FitScreen fontSize="small" />
            </IconButton>
          </Tooltip>
          <Button size="small" onClick={showActualSize} sx={{ minWidth: 0 }}>
            {t('review.zoomActual')}
          </Button>
        </Paper>
      )}
    </Box>
  );
}
