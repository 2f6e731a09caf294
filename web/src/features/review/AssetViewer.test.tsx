import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AssetViewer } from './AssetViewer';
import type { Drawing, ReviewMedia } from './contract';

const media = (overrides: Partial<ReviewMedia>): ReviewMedia => ({
  key: 'A1',
  kind: 'other',
  name: 'Spec sheet',
  fileName: 'spec.xlsx',
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  mediaUrl: null,
  downloadUrl: 'https://files.test/spec.xlsx?signature=x',
  previewImage: null,
  width: null,
  height: null,
  length: null,
  frameRate: null,
  scrubStrip: null,
  playableUrl: null,
  ...overrides,
});

const video = media({
  kind: 'video',
  name: 'Launch cut',
  fileName: 'launch.mp4',
  mimeType: 'video/mp4',
  mediaUrl: 'https://files.test/launch.mp4',
  width: 1920,
  height: 1080,
  length: 10_000,
  frameRate: 24,
});

describe('AssetViewer', () => {
  it('shows a file the browser cannot show as a card with its name, type and Download', () => {
    render(<AssetViewer media={media({})} />);
    expect(screen.getByText('spec.xlsx')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('https://files.test/spec.xlsx?signature=x');
  });

  it('treats a document that is not a PDF as another file', () => {
    render(<AssetViewer media={media({ kind: 'document', fileName: 'brief.docx', mimeType: 'application/msword' })} />);
    expect(screen.getByTestId('asset-viewer').getAttribute('data-kind')).toBe('other');
  });

  it('runs a playable in an iframe sandboxed to scripts only, never the same origin', async () => {
    render(<AssetViewer media={media({ kind: 'playable', fileName: 'ad.zip', playableUrl: 'about:blank' })} />);
    const frame = screen.getByTestId('playable-frame');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    await userEvent.click(screen.getByRole('button', { name: 'Landscape phone' }));
    expect(screen.getByRole('button', { name: 'Landscape phone' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('plays a video with timecode, comment markers and frame stepping', async () => {
    const onMarkerClick = vi.fn();
    render(
      <AssetViewer
        media={video}
        markers={[{ id: 'c1', anchor: { frame: 48, frameRate: 24 }, label: 'Ana: logo too late' }]}
        onMarkerClick={onMarkerClick}
      />,
    );
    expect(screen.getByTestId('review-video').getAttribute('src')).toBe('https://files.test/launch.mp4');
    expect(screen.getByTestId('video-timecode').textContent).toContain('00:00:00:00');
    await userEvent.click(screen.getByRole('button', { name: 'Comment: Ana: logo too late' }));
    expect(onMarkerClick).toHaveBeenCalledWith('c1');
    expect(screen.getByTestId('video-timecode').textContent).toContain('00:00:02:00');
    fireEvent.keyDown(window, { key: '.' });
    expect(screen.getByTestId('video-timecode').getAttribute('data-frame')).toBe('49');
  });

  it('opens a video on frame 0 itself: the poster (a later still) goes once the first frame is there, and the timecode names it', () => {
    const onPositionChange = vi.fn();
    render(<AssetViewer media={{ ...video, previewImage: 'https://files.test/poster.webp' }} onPositionChange={onPositionChange} />);
    const element = screen.getByTestId('review-video') as HTMLVideoElement;
    expect(element.getAttribute('poster')).toBe('https://files.test/poster.webp');
    // The browser's side of a loaded, paused video at time 0.
    let time = 0;
    const seeks: number[] = [];
    Object.defineProperties(element, {
      readyState: { configurable: true, get: () => 1 },
      duration: { configurable: true, get: () => 10 },
      paused: { configurable: true, get: () => true },
      currentTime: {
        configurable: true,
        get: () => time,
        set: (value: number) => {
          time = value;
          seeks.push(value);
        },
      },
    });
    fireEvent(element, new Event('loadedmetadata'));
    // Into the middle of frame 0 (a seek, which also ends the poster), not left at time 0.
    expect(seeks).toEqual([0.5 / 24]);
    fireEvent(element, new Event('seeked'));
    fireEvent(element, new Event('loadeddata'));
    expect(element.getAttribute('poster')).toBeNull();
    expect(screen.getByTestId('video-timecode').textContent).toContain('00:00:00:00');
    expect(screen.getByTestId('video-timecode').getAttribute('data-frame')).toBe('0');
    expect(onPositionChange).toHaveBeenLastCalledWith({ frame: 0, frameRate: 24 });

    // Once only: after the reviewer moved, a later duration change keeps the position.
    fireEvent.keyDown(window, { key: '.' });
    fireEvent.keyDown(window, { key: '.' });
    expect(seeks.at(-1)).toBeCloseTo(2.5 / 24);
    fireEvent(element, new Event('durationchange'));
    expect(seeks.at(-1)).toBeCloseTo(2.5 / 24);
    expect(screen.getByTestId('video-timecode').getAttribute('data-frame')).toBe('2');
  });

  it('reports the range marked on the timeline (In / Out) as the position, and back to the frame once cleared', () => {
    const onPositionChange = vi.fn();
    render(<AssetViewer media={video} onPositionChange={onPositionChange} />);
    for (let frame = 0; frame < 12; frame += 1) fireEvent.keyDown(window, { key: '.' });
    fireEvent.keyDown(window, { key: 'i' });
    for (let frame = 12; frame < 36; frame += 1) fireEvent.keyDown(window, { key: '.' });
    fireEvent.keyDown(window, { key: 'o' });
    expect(onPositionChange).toHaveBeenLastCalledWith({ frame: 12, frameEnd: 36, frameRate: 24 });
    expect(screen.getByTestId('loop-range')).toBeTruthy();
    expect(screen.getByText('Range 00:00:00:12 – 00:00:01:12')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'x' });
    expect(onPositionChange).toHaveBeenLastCalledWith({ frame: 36, frameRate: 24 });
  });

  it('seeks to a focused range comment and marks its range on the timeline; range comments show their span', () => {
    render(
      <AssetViewer
        media={video}
        markers={[{ id: 'c2', anchor: { frame: 24, frameEnd: 48, frameRate: 24 }, label: 'Ana: too slow here' }]}
        focus={{ id: 'c2', anchor: { frame: 24, frameEnd: 48, frameRate: 24 } }}
      />,
    );
    expect(screen.getByTestId('video-timecode').getAttribute('data-frame')).toBe('24');
    expect(screen.getByTestId('loop-range')).toBeTruthy();
    expect(screen.getByText('Range 00:00:01:00 – 00:00:02:00')).toBeTruthy();
    expect(screen.getByTestId('timeline-marker-range')).toBeTruthy();
  });

  it('seeks to a focused comment frame and reports the position', () => {
    const onPositionChange = vi.fn();
    render(<AssetViewer media={video} focus={{ id: 'c1', anchor: { frame: 48, frameRate: 24 } }} onPositionChange={onPositionChange} />);
    expect(screen.getByTestId('video-timecode').getAttribute('data-frame')).toBe('48');
    expect(onPositionChange).toHaveBeenLastCalledWith({ frame: 48, frameRate: 24 });
  });

  it('does not step frames while the reviewer types a comment', () => {
    render(
      <>
        <AssetViewer media={video} />
        <textarea aria-label="Comment" />
      </>,
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Comment' }), { key: '.' });
    expect(screen.getByTestId('video-timecode').getAttribute('data-frame')).toBe('0');
  });

  it('shows the drawing of a focused comment read-only', () => {
    const drawing: Drawing = { version: 1, shapes: [{ kind: 'arrow', color: '#E53935', from: [0.1, 0.1], to: [0.5, 0.5] }] };
    render(<AssetViewer media={video} focus={{ id: 'c1', anchor: { frame: 48, frameRate: 24, drawing } }} />);
    expect(screen.getByTestId('drawing-overlay').getAttribute('data-shape-count')).toBe('1');
    expect(screen.queryByRole('toolbar', { name: 'Drawing tools' })).toBeNull();
  });

  it('offers the drawing tools when composing, and undo', async () => {
    function Composer() {
      const [drawing, setDrawing] = useState<Drawing | null>({
        version: 1,
        shapes: [{ kind: 'rect', color: '#E53935', from: [0.1, 0.1], to: [0.5, 0.5] }],
      });
      return (
        <>
          <AssetViewer media={video} draft={{ drawing, onDrawingChange: setDrawing }} />
          <output data-testid="draft">{JSON.stringify(drawing)}</output>
        </>
      );
    }
    render(<Composer />);
    expect(screen.getByRole('toolbar', { name: 'Drawing tools' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('draft').textContent).toContain('null');
  });
});
