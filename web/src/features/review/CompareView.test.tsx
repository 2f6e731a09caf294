import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReviewMedia } from './contract';
import { CompareView } from './CompareView';

const video = (key: string, url: string): ReviewMedia => ({
  key,
  kind: 'video',
  name: key,
  fileName: `${key}.mp4`,
  mimeType: 'video/mp4',
  mediaUrl: url,
  downloadUrl: null,
  previewImage: null,
  width: 1280,
  height: 720,
  length: 4000,
  frameRate: 25,
  scrubStrip: null,
  playableUrl: null,
});

describe('CompareView', () => {
  it('plays two videos under one transport and switches to a wipe', async () => {
    render(
      <CompareView
        left={video('v1', 'https://files.test/v1.mp4')}
        right={video('v3', 'https://files.test/v3.mp4')}
        leftLabel="v1"
        rightLabel="v3"
      />,
    );
    expect(screen.getByTestId('compare-video-left').getAttribute('src')).toBe('https://files.test/v1.mp4');
    expect(screen.getByTestId('compare-video-right').getAttribute('src')).toBe('https://files.test/v3.mp4');
    // One transport: one play button, one timecode.
    expect(screen.getAllByRole('button', { name: 'Play' })).toHaveLength(1);
    fireEvent.keyDown(window, { key: '.' });
    expect(screen.getAllByTestId('video-timecode')).toHaveLength(1);
    expect(screen.getByTestId('video-timecode').getAttribute('data-frame')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Wipe' }));
    expect(screen.getByTestId('compare-view').getAttribute('data-mode')).toBe('wipe');
    expect(screen.getByRole('slider', { name: 'Wipe position' })).toBeTruthy();
    // Both videos are still there, one transport still.
    expect(screen.getByTestId('compare-video-left')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Play' })).toHaveLength(1);
  });

  it('shows files of different kinds side by side without a wipe', () => {
    render(
      <CompareView
        left={video('v1', 'https://files.test/v1.mp4')}
        right={{ ...video('doc', ''), kind: 'other', mediaUrl: null, fileName: 'notes.txt', mimeType: 'text/plain' }}
        leftLabel="v1"
        rightLabel="v2"
      />,
    );
    expect(screen.queryByRole('button', { name: 'Wipe' })).toBeNull();
    expect(screen.getByText('notes.txt')).toBeTruthy();
  });
});
