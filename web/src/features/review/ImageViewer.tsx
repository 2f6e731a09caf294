import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewMedia } from './contract';
import { MediaMessage } from './MediaMessage';
import { ZoomStage } from './ZoomStage';
import { FIT_VIEW, type ZoomView } from './zoom';

export interface ImageViewerProps {
  media: ReviewMedia;
  /** Controlled view (a compare view shares one between two images); uncontrolled without. */
  view?: ZoomView;
  onViewChange?: (view: ZoomView) => void;
  /** Drawn over the image, in its displayed box. */
  overlay?: ReactNode;
  showControls?: boolean;
  hasKeys?: boolean;
}

/** An image fitted in its box, zoomed with the wheel, pinch, buttons or + / - / 0, and panned by dragging. */
export function ImageViewer({ media, view, onViewChange, overlay, showControls, hasKeys }: ImageViewerProps) {
  const { t } = useTranslation();
  const [ownView, setOwnView] = useState<ZoomView>(FIT_VIEW);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const src = media.mediaUrl ?? media.previewImage;
  if (!src) return <MediaMessage text={t('review.noMedia')} />;
  if (hasFailed) return <MediaMessage text={t('review.imageFailed')} />;
  const contentSize = natural ?? (media.width && media.height ? { width: media.width, height: media.height } : null);

  return (
    <Box sx={{ position: 'relative', width: '100%', height: '100%' }}>
      {contentSize ? (
        <ZoomStage
          contentSize={contentSize}
          view={view ?? ownView}
          onViewChange={onViewChange ?? setOwnView}
          showControls={showControls}
          hasKeys={hasKeys}
        >
          {() => (
            <>
              <img
                src={src}
                alt={media.name}
                draggable={false}
                onLoad={(event) => {
                  const { naturalWidth, naturalHeight } = event.currentTarget;
                  if (naturalWidth && naturalHeight && (naturalWidth !== natural?.width || naturalHeight !== natural?.height)) {
                    setNatural({ width: naturalWidth, height: naturalHeight });
                  }
                }}
                onError={() => setHasFailed(true)}
                style={{ width: '100%', height: '100%', display: 'block', imageRendering: 'auto' }}
              />
              {overlay}
            </>
          )}
        </ZoomStage>
      ) : (
        // Size unknown until the image loads: load it hidden once to learn it.
        <img
          src={src}
          alt=""
          style={{ position: 'absolute', visibility: 'hidden' }}
          onLoad={(event) => setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
          onError={() => setHasFailed(true)}
        />
      )}
    </Box>
  );
}
