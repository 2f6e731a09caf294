import Box from '@mui/material/Box';
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Drawing, DrawingShape } from './contract';
import { addShape, arrowHead, type DrawingTool } from './drawing';
import { useElementSize } from './use-element-size';

type Point = [number, number];

export interface DrawingOverlayProps {
  /** The drawing to show read-only (a focused comment's). */
  drawing?: Drawing | null;
  /** Composing: the draft drawing, drawn with `tool` and `color`; every finished shape reports the new drawing. */
  editor?: {
    drawing: Drawing | null;
    onDrawingChange: (drawing: Drawing | null) => void;
    tool: DrawingTool;
    color: string;
  } | null;
}

/**
 * An SVG laid exactly over the frame, page or image (its parent is the displayed content box, which
 * zooms with the content), so shapes stored in normalised coordinates stay on the same spot.
 */
export function DrawingOverlay({ drawing, editor }: DrawingOverlayProps) {
  const { t } = useTranslation();
  const surfaceRef = useRef<SVGSVGElement | null>(null);
  const size = useElementSize(surfaceRef);
  const [inProgress, setInProgress] = useState<DrawingShape | null>(null);
  const [textAt, setTextAt] = useState<Point | null>(null);
  const [text, setText] = useState('');

  const toPoint = (event: ReactPointerEvent): Point => {
    const rect = surfaceRef.current!.getBoundingClientRect();
    const clamp = (value: number) => Math.min(1, Math.max(0, value));
    return [clamp((event.clientX - rect.left) / (rect.width || 1)), clamp((event.clientY - rect.top) / (rect.height || 1))];
  };

  const commit = (shape: DrawingShape) => {
    if (!editor) return;
    const next = addShape(editor.drawing, shape);
    if (next !== editor.drawing) editor.onDrawingChange(next);
  };

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!editor || event.button !== 0) return;
    // Drawing, not panning: the stage under the overlay must not see this drag.
    event.stopPropagation();
    event.preventDefault();
    const point = toPoint(event);
    if (editor.tool === 'text') {
      setTextAt(point);
      setText('');
      return;
    }
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setInProgress(
      editor.tool === 'pen'
        ? { kind: 'pen', color: editor.color, points: [point] }
        : { kind: editor.tool, color: editor.color, from: point, to: point },
    );
  };
  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!inProgress) return;
    event.stopPropagation();
    const point = toPoint(event);
    setInProgress((shape) => {
      if (!shape) return shape;
      if (shape.kind === 'pen') return { ...shape, points: [...shape.points, point] };
      if (shape.kind === 'arrow' || shape.kind === 'rect') return { ...shape, to: point };
      return shape;
    });
  };
  const onPointerUp = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (!inProgress) return;
    event.stopPropagation();
    commit(inProgress);
    setInProgress(null);
  };

  const finishText = () => {
    if (textAt && editor) commit({ kind: 'text', color: editor.color, at: textAt, text });
    setTextAt(null);
    setText('');
  };

  const shapes = [...(drawing?.shapes ?? []), ...(editor?.drawing?.shapes ?? []), ...(inProgress ? [inProgress] : [])];
  const stroke = Math.max(2, Math.min(size.width, size.height) * 0.005);
  const fontSize = Math.max(12, size.height * 0.035);

  return (
    <Box sx={{ position: 'absolute', inset: 0, pointerEvents: editor ? 'auto' : 'none' }}>
      <svg
        ref={surfaceRef}
        role={editor ? 'application' : 'img'}
        aria-label={t('review.drawing')}
        data-testid="drawing-overlay"
        data-shape-count={shapes.length}
        width="100%"
        height="100%"
        style={{
          position: 'absolute',
          inset: 0,
          overflow: 'visible',
          cursor: editor ? (editor.tool === 'text' ? 'text' : 'crosshair') : 'default',
          touchAction: 'none',
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setInProgress(null)}
      >
        {size.width > 0 &&
          shapes.map((shape, index) => <ShapeView key={index} shape={shape} size={size} stroke={stroke} fontSize={fontSize} />)}
      </svg>
      {textAt && editor && (
        <input
          autoFocus
          aria-label={t('review.text')}
          placeholder={t('review.textPlaceholder')}
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Escape cancels the text, not the gallery around the viewer.
            event.stopPropagation();
            if (event.key === 'Enter') finishText();
            if (event.key === 'Escape') setTextAt(null);
          }}
          onBlur={finishText}
          style={{
            position: 'absolute',
            left: `${textAt[0] * 100}%`,
            top: `${textAt[1] * 100}%`,
            transform: 'translateY(-50%)',
            font: `${Math.round(fontSize * 0.8)}px sans-serif`,
            color: editor.color,
            background: 'rgba(0,0,0,0.6)',
            border: `1px solid ${editor.color}`,
            padding: '2px 4px',
            minWidth: 120,
          }}
        />
      )}
    </Box>
  );
}

function ShapeView({
  shape,
  size,
  stroke,
  fontSize,
}: {
  shape: DrawingShape;
  size: { width: number; height: number };
  stroke: number;
  fontSize: number;
}) {
  const px = (point: Point): Point => [point[0] * size.width, point[1] * size.height];
  const common = {
    stroke: shape.color,
    strokeWidth: stroke,
    fill: 'none',
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
  };
  // A dark outline keeps light colours readable on a light frame.
  const shadow = { filter: 'drop-shadow(0 0 1px rgba(0,0,0,0.8))' };
  switch (shape.kind) {
    case 'pen':
      return <polyline data-shape="pen" points={shape.points.map((point) => px(point).join(',')).join(' ')} {...common} style={shadow} />;
    case 'arrow': {
      const from = px(shape.from);
      const to = px(shape.to);
      const [left, right] = arrowHead(from, to, stroke * 6);
      return (
        <g data-shape="arrow" style={shadow}>
          <line x1={from[0]} y1={from[1]} x2={to[0]} y2={to[1]} {...common} />
          <polyline points={`${left.join(',')} ${to.join(',')} ${right.join(',')}`} {...common} />
        </g>
      );
    }
    case 'rect': {
      const from = px(shape.from);
      const to = px(shape.to);
      return (
        <rect
          data-shape="rect"
          x={Math.min(from[0], to[0])}
          y={Math.min(from[1], to[1])}
          width={Math.abs(to[0] - from[0])}
          height={Math.abs(to[1] - from[1])}
          {...common}
          style={shadow}
        />
      );
    }
    case 'text': {
      const at = px(shape.at);
      return (
        <text
          data-shape="text"
          x={at[0]}
          y={at[1]}
          fill={shape.color}
          fontSize={fontSize}
          dominantBaseline="middle"
          fontFamily="sans-serif"
          style={shadow}
        >
          {shape.text}
        </text>
      );
    }
  }
}
