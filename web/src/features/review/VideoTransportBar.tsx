import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Repeat from '@mui/icons-material/Repeat';
import VolumeOff from '@mui/icons-material/VolumeOff';
import VolumeUp from '@mui/icons-material/VolumeUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewMedia, ViewerMarker } from './contract';
import { formatTimecode, fractionToFrame, frameToFraction, frameToTime, PLAYBACK_RATES, scrubThumbnailOffset } from './timecode';
import type { VideoTransport } from './use-video-transport';
import { useViewerKeys } from './use-viewer-keys';

interface VideoTransportBarProps {
  transport: VideoTransport;
  frameRate: number;
  scrubStrip?: ReviewMedia['scrubStrip'];
  markers?: ViewerMarker[];
  onMarkerClick?: (id: string) => void;
  hasKeys?: boolean;
}

/** Play, frame step, timecode, the timeline (scrub strip on hover, comment markers, loop range), speed, loop, sound. */
export function VideoTransportBar({
  transport,
  frameRate,
  scrubStrip,
  markers = [],
  onMarkerClick,
  hasKeys = true,
}: VideoTransportBarProps) {
  const { t } = useTranslation();
  const { frame, total, isPlaying, loop } = transport;
  const [speedAnchor, setSpeedAnchor] = useState<HTMLElement | null>(null);

  const markIn = () => transport.setLoop({ in: frame, out: Math.max(frame, loop?.out ?? Math.max(0, total - 1)) });
  const markOut = () => transport.setLoop({ in: Math.min(frame, loop?.in ?? 0), out: frame });

  useViewerKeys((action) => {
    switch (action) {
      case 'togglePlay':
        transport.togglePlay();
        return true;
      case 'previousFrame':
        transport.stepFrames(-1);
        return true;
      case 'nextFrame':
        transport.stepFrames(1);
        return true;
      case 'markIn':
        markIn();
        return true;
      case 'markOut':
        markOut();
        return true;
      case 'clearLoop':
        transport.setLoop(null);
        return true;
      default:
        return false;
    }
  }, hasKeys);

  return (
    <Box sx={{ px: 1, pb: 0.5, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
      <Timeline transport={transport} frameRate={frameRate} scrubStrip={scrubStrip} markers={markers} onMarkerClick={onMarkerClick} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <Tooltip title={isPlaying ? t('review.pause') : t('review.play')}>
          <IconButton size="small" aria-label={isPlaying ? t('review.pause') : t('review.play')} onClick={transport.togglePlay}>
            {isPlaying ? <Pause /> : <PlayArrow />}
          </IconButton>
        </Tooltip>
        <Tooltip title={t('review.previousFrame')}>
          <IconButton size="small" aria-label={t('review.previousFrame')} onClick={() => transport.stepFrames(-1)}>
            <NavigateBefore />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('review.nextFrame')}>
          <IconButton size="small" aria-label={t('review.nextFrame')} onClick={() => transport.stepFrames(1)}>
            <NavigateNext />
          </IconButton>
        </Tooltip>
        <Typography
          variant="body2"
          aria-label={t('review.timecode')}
          data-testid="video-timecode"
          data-frame={frame}
          sx={{ fontFamily: 'monospace', px: 1 }}
        >
          {formatTimecode(frame, frameRate)}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          / {formatTimecode(Math.max(0, total - 1), frameRate)} · {t('review.frameLabel', { frame })}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Tooltip title={t('review.markIn')}>
          <Button size="small" onClick={markIn} sx={{ minWidth: 0 }} aria-label={t('review.markIn')}>
            I
          </Button>
        </Tooltip>
        <Tooltip title={t('review.markOut')}>
          <Button size="small" onClick={markOut} sx={{ minWidth: 0 }} aria-label={t('review.markOut')}>
            O
          </Button>
        </Tooltip>
        {loop && (
          <Tooltip title={t('review.clearLoop')}>
            <Button size="small" color="secondary" startIcon={<Repeat fontSize="small" />} onClick={() => transport.setLoop(null)}>
              {t('review.loopRange', { from: formatTimecode(loop.in, frameRate), to: formatTimecode(loop.out, frameRate) })}
            </Button>
          </Tooltip>
        )}
        <Tooltip title={t('review.speed')}>
          <Button size="small" aria-label={t('review.speed')} onClick={(event) => setSpeedAnchor(event.currentTarget)} sx={{ minWidth: 0 }}>
            {t('review.speedValue', { speed: transport.rate })}
          </Button>
        </Tooltip>
        <Menu anchorEl={speedAnchor} open={speedAnchor !== null} onClose={() => setSpeedAnchor(null)}>
          {PLAYBACK_RATES.map((speed) => (
            <MenuItem
              key={speed}
              selected={speed === transport.rate}
              onClick={() => {
                transport.setRate(speed);
                setSpeedAnchor(null);
              }}
            >
              {t('review.speedValue', { speed })}
            </MenuItem>
          ))}
        </Menu>
        <Tooltip title={transport.isMuted ? t('review.unmute') : t('review.mute')}>
          <IconButton
            size="small"
            aria-label={transport.isMuted ? t('review.unmute') : t('review.mute')}
            onClick={() => transport.setIsMuted(!transport.isMuted)}
          >
            {transport.isMuted ? <VolumeOff fontSize="small" /> : <VolumeUp fontSize="small" />}
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}

function Timeline({
  transport,
  frameRate,
  scrubStrip,
  markers,
  onMarkerClick,
}: {
  transport: VideoTransport;
  frameRate: number;
  scrubStrip?: ReviewMedia['scrubStrip'];
  markers: ViewerMarker[];
  onMarkerClick?: (id: string) => void;
}) {
  const { t } = useTranslation();
  const barRef = useRef<HTMLDivElement | null>(null);
  const [hover, setHover] = useState<{ fraction: number; frame: number } | null>(null);
  const isDragging = useRef(false);
  const { frame, total, loop } = transport;

  const fractionAt = (clientX: number) => {
    const rect = barRef.current!.getBoundingClientRect();
    return rect.width > 0 ? Math.min(1, Math.max(0, (clientX - rect.left) / rect.width)) : 0;
  };
  const seekTo = (clientX: number) => transport.seekFrame(fractionToFrame(fractionAt(clientX), total));
  const thumbnailScale = scrubStrip ? 120 / scrubStrip.frameWidth : 1;

  return (
    <Box sx={{ position: 'relative', pt: 1.5, pb: 1 }}>
      <Box
        ref={barRef}
        role="slider"
        tabIndex={0}
        aria-label={t('review.timeline')}
        aria-valuemin={0}
        aria-valuemax={Math.max(0, total - 1)}
        aria-valuenow={frame}
        aria-valuetext={formatTimecode(frame, frameRate)}
        onPointerDown={(event) => {
          isDragging.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          seekTo(event.clientX);
        }}
        onPointerMove={(event) => {
          const fraction = fractionAt(event.clientX);
          setHover({ fraction, frame: fractionToFrame(fraction, total) });
          if (isDragging.current) seekTo(event.clientX);
        }}
        onPointerUp={() => (isDragging.current = false)}
        onPointerLeave={() => setHover(null)}
        onKeyDown={(event) => {
          // The timeline's own arrows step frames; the gallery's arrows step assets elsewhere.
          if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
            event.stopPropagation();
            event.preventDefault();
            transport.stepFrames(event.key === 'ArrowLeft' ? -1 : 1);
          }
        }}
        sx={{ position: 'relative', height: 8, borderRadius: 1, bgcolor: 'action.selected', cursor: 'pointer', touchAction: 'none' }}
      >
        {loop && (
          <Box
            data-testid="loop-range"
            sx={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              left: `${frameToFraction(loop.in, total) * 100}%`,
              width: `${(frameToFraction(loop.out + 1, total) - frameToFraction(loop.in, total)) * 100}%`,
              bgcolor: 'secondary.light',
              opacity: 0.6,
            }}
          />
        )}
        <Box
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: 0,
            width: `${frameToFraction(frame, total) * 100}%`,
            bgcolor: 'primary.main',
            borderRadius: 1,
          }}
        />
        <Box
          sx={{
            position: 'absolute',
            top: -4,
            width: 4,
            height: 16,
            borderRadius: 1,
            bgcolor: 'primary.dark',
            left: `calc(${frameToFraction(frame, total) * 100}% - 2px)`,
          }}
        />
      </Box>
      {markers
        .filter((marker) => marker.anchor.frame != null)
        .map((marker) => {
          const markerRate = marker.anchor.frameRate ?? frameRate;
          // A comment counted at another rate (an earlier version) lands at the same moment.
          const markerFrame = Math.floor(frameToTime(marker.anchor.frame!, markerRate) * frameRate);
          const markerEnd = marker.anchor.frameEnd != null ? Math.floor(frameToTime(marker.anchor.frameEnd, markerRate) * frameRate) : null;
          return (
            <Fragment key={marker.id}>
              {markerEnd !== null ? (
                // A range comment: its span under the timeline, from its first to its last frame.
                <Box
                  aria-hidden
                  data-testid="timeline-marker-range"
                  sx={{
                    position: 'absolute',
                    top: 22,
                    height: 3,
                    borderRadius: 1,
                    left: `${frameToFraction(markerFrame, total) * 100}%`,
                    width: `${Math.max(0, frameToFraction(markerEnd + 1, total) - frameToFraction(markerFrame, total)) * 100}%`,
                    bgcolor: marker.isResolved ? 'success.main' : 'warning.main',
                    opacity: marker.isResolved ? 0.6 : 1,
                    pointerEvents: 'none',
                  }}
                />
              ) : null}
              <Tooltip title={marker.label}>
                <Box
                  component="button"
                  type="button"
                  aria-label={t('review.commentMarker', { label: marker.label })}
                  data-testid="timeline-marker"
                  data-frame={marker.anchor.frame}
                  onClick={() => {
                    transport.seekFrame(markerFrame);
                    onMarkerClick?.(marker.id);
                  }}
                  sx={{
                    position: 'absolute',
                    top: 0,
                    left: `calc(${frameToFraction(markerFrame, total) * 100}% - 5px)`,
                    width: 10,
                    height: 10,
                    p: 0,
                    border: 'none',
                    borderRadius: '50%',
                    cursor: 'pointer',
                    bgcolor: marker.isResolved ? 'success.main' : 'warning.main',
                    opacity: marker.isResolved ? 0.6 : 1,
                  }}
                />
              </Tooltip>
            </Fragment>
          );
        })}
      {hover && (
        <Box
          sx={{
            position: 'absolute',
            bottom: '100%',
            left: `${hover.fraction * 100}%`,
            transform: 'translateX(-50%)',
            pointerEvents: 'none',
            bgcolor: 'grey.900',
            color: 'common.white',
            borderRadius: 1,
            p: 0.5,
            textAlign: 'center',
            zIndex: 2,
          }}
        >
          {scrubStrip && (
            <Box
              data-testid="scrub-thumbnail"
              sx={() => {
                const offset = scrubThumbnailOffset(scrubStrip, frameToTime(hover.frame, frameRate));
                return {
                  width: scrubStrip.frameWidth * thumbnailScale,
                  height: scrubStrip.frameHeight * thumbnailScale,
                  backgroundImage: `url("${scrubStrip.url}")`,
                  backgroundSize: `${scrubStrip.columns * scrubStrip.frameWidth * thumbnailScale}px ${scrubStrip.rows * scrubStrip.frameHeight * thumbnailScale}px`,
                  backgroundPosition: `-${offset.x * thumbnailScale}px -${offset.y * thumbnailScale}px`,
                };
              }}
            />
          )}
          <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
            {formatTimecode(hover.frame, frameRate)}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
