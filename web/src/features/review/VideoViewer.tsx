import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetViewerProps, ReviewMedia } from './contract';
import { FittedFrame } from './FittedFrame';
import { MediaMessage } from './MediaMessage';
import { effectiveFrameRate, timeToFrame } from './timecode';
import { useVideoTransport } from './use-video-transport';
import { VideoTransportBar } from './VideoTransportBar';

interface VideoViewerProps extends Pick<AssetViewerProps, 'markers' | 'focus' | 'onMarkerClick' | 'onPositionChange'> {
  media: ReviewMedia;
  /** Drawn over the frame (the drawing of a focused comment, or the drawing tools). */
  overlay?: ReactNode;
}

/** While playing, where the reviewer is reported at most this often. */
const PLAYING_REPORT_MS = 250;

/** The stored file in a native <video> with the reviewer's transport; frame-accurate seeking. */
export function VideoViewer({ media, markers, focus, onMarkerClick, onPositionChange, overlay }: VideoViewerProps) {
  const { t } = useTranslation();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [aspect, setAspect] = useState(media.width && media.height ? { width: media.width, height: media.height } : null);
  const [hasFailed, setHasFailed] = useState(false);
  const [hasFrame, setHasFrame] = useState(false);
  const frameRate = effectiveFrameRate(media.frameRate);
  const transport = useVideoTransport([video], frameRate);

  // A focused comment seeks to its frame (counted at the rate it was made at) and pauses there; a
  // range comment also marks its range on the timeline (played in a loop).
  useEffect(() => {
    const frame = focus?.anchor.frame;
    if (frame == null) return;
    const commentRate = focus?.anchor.frameRate ?? frameRate;
    const toFrame = (value: number) => (commentRate === frameRate ? value : timeToFrame((value + 0.5) / commentRate, frameRate));
    const frameEnd = focus?.anchor.frameEnd;
    video?.pause();
    if (frameEnd != null) transport.setLoop({ in: toFrame(frame), out: Math.max(toFrame(frame), toFrame(frameEnd)) });
    transport.seekFrame(toFrame(frame));
    // Only a new focus seeks; the transport's identity changes on every render.
  }, [focus?.id, focus?.nonce, focus?.anchor.frame, focus?.anchor.frameEnd, video]); // eslint-disable-line react-hooks/exhaustive-deps

  const reportRef = useRef(onPositionChange);
  reportRef.current = onPositionChange;
  const lastReport = useRef<{ place: string; at: number } | null>(null);
  const { loop } = transport;
  useEffect(() => {
    const now = Date.now();
    const last = lastReport.current;
    // A range marked on the timeline (In / Out) is where the reviewer is: a comment takes it.
    const position = loop ? { frame: loop.in, frameEnd: loop.out, frameRate } : { frame: transport.frame, frameRate };
    const place = JSON.stringify(position);
    if (last?.place === place) return;
    if (!loop && transport.isPlaying && last && now - last.at < PLAYING_REPORT_MS) return;
    lastReport.current = { place, at: now };
    reportRef.current?.(position);
  }, [transport.frame, transport.isPlaying, frameRate, loop]);

  if (!media.mediaUrl) return <MediaMessage text={t('review.noMedia')} />;
  if (hasFailed) return <MediaMessage text={t('review.videoFailed')} />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%' }}>
      <Box sx={{ flex: 1, minHeight: 0, bgcolor: 'grey.900' }}>
        <FittedFrame aspect={aspect}>
          <video
            ref={setVideo}
            src={media.mediaUrl}
            // The still (taken later in the video) only until the first frame is there: from then on
            // the picture is always the frame the timecode shows.
            poster={hasFrame ? undefined : (media.previewImage ?? undefined)}
            preload="auto"
            playsInline
            data-testid="review-video"
            onClick={transport.togglePlay}
            onLoadedMetadata={(event) => {
              const { videoWidth, videoHeight } = event.currentTarget;
              if (videoWidth && videoHeight) setAspect({ width: videoWidth, height: videoHeight });
            }}
            onLoadedData={() => setHasFrame(true)}
            onError={() => setHasFailed(true)}
            style={{ width: '100%', height: '100%', display: 'block', objectFit: 'fill' }}
          />
          {overlay}
        </FittedFrame>
      </Box>
      <VideoTransportBar
        transport={transport}
        frameRate={frameRate}
        scrubStrip={media.scrubStrip}
        markers={markers}
        onMarkerClick={onMarkerClick}
      />
    </Box>
  );
}
