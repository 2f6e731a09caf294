import Compare from '@mui/icons-material/Compare';
import ViewColumn from '@mui/icons-material/ViewColumn';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetViewer } from './AssetViewer';
import type { CompareViewProps, ReviewMedia } from './contract';
import { FittedFrame } from './FittedFrame';
import { ImageViewer } from './ImageViewer';
import { effectiveFrameRate } from './timecode';
import { useVideoTransport } from './use-video-transport';
import { VideoTransportBar } from './VideoTransportBar';
import { FIT_VIEW, type ZoomView } from './zoom';

type Mode = 'sideBySide' | 'wipe';

/**
 * Two files (versions, or two assets) side by side or as a wipe. Two videos play under one
 * transport, frame-locked to the left one; two images share one zoom and pan. Other pairs are
 * shown side by side, each in its own viewer.
 */
export function CompareView({ left, right, leftLabel, rightLabel, initialMode = 'sideBySide', height = '100%' }: CompareViewProps) {
  const { t } = useTranslation();
  const isPair = left.kind === right.kind && (left.kind === 'video' || left.kind === 'image');
  const [mode, setMode] = useState<Mode>(isPair ? initialMode : 'sideBySide');

  return (
    <Box data-testid="compare-view" data-mode={mode} sx={{ display: 'flex', flexDirection: 'column', width: '100%', height, minHeight: 0 }}>
      <Paper
        square
        elevation={0}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography variant="subtitle2">{t('review.compare')}</Typography>
        {isPair ? (
          <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_event, value: Mode | null) => value && setMode(value)}>
            <ToggleButton value="sideBySide" aria-label={t('review.sideBySide')}>
              <ViewColumn fontSize="small" sx={{ mr: 0.5 }} />
              {t('review.sideBySide')}
            </ToggleButton>
            <ToggleButton value="wipe" aria-label={t('review.wipe')}>
              <Compare fontSize="small" sx={{ mr: 0.5 }} />
              {t('review.wipe')}
            </ToggleButton>
          </ToggleButtonGroup>
        ) : (
          <Typography variant="caption" color="text.secondary">
            {t('review.outOfSync')}
          </Typography>
        )}
      </Paper>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {isPair && left.kind === 'video' ? (
          <VideoCompare left={left} right={right} leftLabel={leftLabel} rightLabel={rightLabel} mode={mode} />
        ) : isPair ? (
          <ImageCompare left={left} right={right} leftLabel={leftLabel} rightLabel={rightLabel} mode={mode} />
        ) : (
          <SideBySide
            leftLabel={leftLabel}
            rightLabel={rightLabel}
            left={<AssetViewer media={left} />}
            right={<AssetViewer media={right} />}
          />
        )}
      </Box>
    </Box>
  );
}

interface PairProps {
  left: ReviewMedia;
  right: ReviewMedia;
  leftLabel: string;
  rightLabel: string;
  mode: Mode;
}

function Label({ text, side }: { text: string; side: 'left' | 'right' }) {
  return <Chip size="small" label={text} sx={{ position: 'absolute', top: 8, [side]: 8, zIndex: 3, bgcolor: 'background.paper' }} />;
}

function SideBySide({ left, right, leftLabel, rightLabel }: { left: ReactNode; right: ReactNode; leftLabel: string; rightLabel: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2px', width: '100%', height: '100%', bgcolor: 'divider' }}>
      <Box sx={{ position: 'relative', minWidth: 0, minHeight: 0, bgcolor: 'background.default' }} data-testid="compare-left">
        <Label text={leftLabel} side="left" />
        {left}
      </Box>
      <Box sx={{ position: 'relative', minWidth: 0, minHeight: 0, bgcolor: 'background.default' }} data-testid="compare-right">
        <Label text={rightLabel} side="right" />
        {right}
      </Box>
    </Box>
  );
}

/**
 * The wipe: the right file over the left one, clipped at a divider the reviewer drags. Both layers
 * have the same box, so the same point of both frames lines up under the divider.
 */
function Wipe({ under, over, leftLabel, rightLabel }: { under: ReactNode; over: ReactNode; leftLabel: string; rightLabel: string }) {
  const { t } = useTranslation();
  const [position, setPosition] = useState(0.5);
  const boxRef = useRef<HTMLDivElement | null>(null);
  const isDragging = useRef(false);
  const moveTo = (clientX: number) => {
    const rect = boxRef.current!.getBoundingClientRect();
    if (rect.width > 0) setPosition(Math.min(1, Math.max(0, (clientX - rect.left) / rect.width)));
  };
  return (
    <Box ref={boxRef} sx={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}>
      <Label text={leftLabel} side="left" />
      <Label text={rightLabel} side="right" />
      <Box sx={{ position: 'absolute', inset: 0 }}>{under}</Box>
      <Box sx={{ position: 'absolute', inset: 0, clipPath: `inset(0 0 0 ${position * 100}%)` }} data-testid="wipe-over">
        {over}
      </Box>
      <Box
        role="slider"
        tabIndex={0}
        aria-label={t('review.wipeHandle')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(position * 100)}
        onPointerDown={(event) => {
          isDragging.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          event.stopPropagation();
        }}
        onPointerMove={(event) => isDragging.current && moveTo(event.clientX)}
        onPointerUp={() => (isDragging.current = false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
            event.preventDefault();
            event.stopPropagation();
            setPosition((value) => Math.min(1, Math.max(0, value + (event.key === 'ArrowLeft' ? -0.05 : 0.05))));
          }
        }}
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: `calc(${position * 100}% - 12px)`,
          width: 24,
          cursor: 'ew-resize',
          zIndex: 2,
          touchAction: 'none',
          display: 'flex',
          justifyContent: 'center',
          '&::after': { content: '""', width: 2, height: '100%', bgcolor: 'common.white', boxShadow: '0 0 3px rgba(0,0,0,0.8)' },
        }}
      />
    </Box>
  );
}

function ImageCompare({ left, right, leftLabel, rightLabel, mode }: PairProps) {
  // One view for both: zooming or panning either moves both.
  const [view, setView] = useState<ZoomView>(FIT_VIEW);
  if (mode === 'wipe') {
    return (
      <Wipe
        leftLabel={leftLabel}
        rightLabel={rightLabel}
        under={<ImageViewer media={left} view={view} onViewChange={setView} showControls={false} hasKeys={false} />}
        over={<ImageViewer media={right} view={view} onViewChange={setView} />}
      />
    );
  }
  return (
    <SideBySide
      leftLabel={leftLabel}
      rightLabel={rightLabel}
      left={<ImageViewer media={left} view={view} onViewChange={setView} showControls={false} hasKeys={false} />}
      right={<ImageViewer media={right} view={view} onViewChange={setView} />}
    />
  );
}

function VideoCompare({ left, right, leftLabel, rightLabel, mode }: PairProps) {
  const [leftVideo, setLeftVideo] = useState<HTMLVideoElement | null>(null);
  const [rightVideo, setRightVideo] = useState<HTMLVideoElement | null>(null);
  const frameRate = effectiveFrameRate(left.frameRate ?? right.frameRate);
  // The left video leads; the right one follows it frame-locked.
  const transport = useVideoTransport([leftVideo, rightVideo], frameRate);
  const aspect = (media: ReviewMedia) => (media.width && media.height ? { width: media.width, height: media.height } : null);
  const video = (media: ReviewMedia, ref: (element: HTMLVideoElement | null) => void, testId: string) => (
    <FittedFrame aspect={aspect(media)}>
      <video
        ref={ref}
        src={media.mediaUrl ?? undefined}
        poster={media.previewImage ?? undefined}
        preload="auto"
        playsInline
        data-testid={testId}
        onClick={transport.togglePlay}
        style={{ width: '100%', height: '100%', display: 'block', objectFit: 'contain' }}
      />
    </FittedFrame>
  );
  const leftPlayer = video(left, setLeftVideo, 'compare-video-left');
  const rightPlayer = video(right, setRightVideo, 'compare-video-right');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%' }}>
      <Box sx={{ flex: 1, minHeight: 0, bgcolor: 'grey.900' }}>
        {mode === 'wipe' ? (
          <Wipe leftLabel={leftLabel} rightLabel={rightLabel} under={leftPlayer} over={rightPlayer} />
        ) : (
          <SideBySide leftLabel={leftLabel} rightLabel={rightLabel} left={leftPlayer} right={rightPlayer} />
        )}
      </Box>
      <VideoTransportBar transport={transport} frameRate={frameRate} scrubStrip={left.scrubStrip} />
    </Box>
  );
}
