import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { AssetViewerProps } from './contract';
import { DrawingOverlay } from './DrawingOverlay';
import { DrawingToolbar, useDrawingTools } from './DrawingToolbar';
import { isPdf } from './format';
import { ImageViewer } from './ImageViewer';
import { OtherFileCard } from './OtherFileCard';
import { PdfViewer } from './PdfViewer';
import { PlayableViewer } from './PlayableViewer';
import { VideoViewer } from './VideoViewer';

/**
 * The reviewer's view of one file, by kind: images zoom and pan, videos play frame-accurately with
 * comment markers, PDFs render page by page, playables run sandboxed, anything else is a card with
 * Download. A focused comment's drawing is laid over the frame or page; with `draft`, the drawing
 * tools draw a new one.
 */
export function AssetViewer({ media, markers, focus, onMarkerClick, draft, onPositionChange, height = '100%' }: AssetViewerProps) {
  const tools = useDrawingTools();
  const kind = media.kind === 'document' && !isPdf(media) ? 'other' : media.kind;
  const canDraw = kind === 'image' || kind === 'video' || kind === 'document';

  const overlay: ReactNode = canDraw ? (
    <DrawingOverlay
      // While composing, the draft replaces the focused comment's drawing.
      drawing={draft ? null : (focus?.anchor.drawing ?? null)}
      editor={draft ? { drawing: draft.drawing, onDrawingChange: draft.onDrawingChange, tool: tools.tool, color: tools.color } : null}
    />
  ) : null;

  let content: ReactNode;
  switch (kind) {
    case 'image':
      content = <ImageViewer key={media.key} media={media} overlay={overlay} />;
      break;
    case 'video':
      content = (
        <VideoViewer
          key={media.key}
          media={media}
          markers={markers}
          focus={focus}
          onMarkerClick={onMarkerClick}
          onPositionChange={onPositionChange}
          overlay={overlay}
        />
      );
      break;
    case 'document':
      content = (
        <PdfViewer
          key={media.key}
          media={media}
          markers={markers}
          focus={focus}
          onMarkerClick={onMarkerClick}
          onPositionChange={onPositionChange}
          overlay={overlay}
        />
      );
      break;
    case 'playable':
      content = <PlayableViewer key={media.key} media={media} />;
      break;
    default:
      content = <OtherFileCard media={media} />;
  }

  return (
    <Box
      data-testid="asset-viewer"
      data-kind={kind}
      sx={{ position: 'relative', width: '100%', height, minHeight: 0, bgcolor: 'background.default' }}
    >
      {content}
      {draft && canDraw && (
        <Box sx={{ position: 'absolute', top: 8, left: 8, zIndex: 2 }}>
          <DrawingToolbar tools={tools} drawing={draft.drawing} onDrawingChange={draft.onDrawingChange} />
        </Box>
      )}
    </Box>
  );
}
