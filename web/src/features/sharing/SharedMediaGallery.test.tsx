import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findGalleryAssets, SharedMediaGallery } from './SharedMediaGallery';

const LINK_FILES = '/share-links/0b3c9a52-8a3e-4c4e-9d0a-2f5b1c7e9a10/files';

function sharedAsset(code: string, name: string, type: string, overrides: Record<string, unknown> = {}) {
  return {
    code,
    name,
    fileName: `${code}.bin`,
    type,
    mimeType: null,
    extension: null,
    width: null,
    height: null,
    length: null,
    frameRate: null,
    mediaUrl: null,
    playableUrl: null,
    previewImage: `${LINK_FILES}?key=${code}-preview`,
    fileVersion: 1,
    lastDecision: null,
    ...overrides,
  };
}

const ASSETS = [
  sharedAsset('img', 'Hero', 'image', {
    mimeType: 'image/png',
    width: 1200,
    height: 900,
    mediaUrl: `${LINK_FILES}?key=img`,
    fileVersion: 3,
    // Approved on v2; v3 replaced it since.
    lastDecision: { status: 'approved', fileVersion: 2, isCurrent: false, decideDate: '2030-01-02T10:00:00.000Z' },
  }),
  sharedAsset('pdf', 'Brief', 'document', {
    mimeType: 'application/pdf',
    fileName: 'brief.pdf',
    mediaUrl: `${LINK_FILES}?key=pdf`,
    lastDecision: { status: 'approved', fileVersion: 1, isCurrent: true, decideDate: '2030-01-02T10:00:00.000Z' },
  }),
  sharedAsset('ad', 'Playable ad', 'playable', {
    mimeType: 'application/zip',
    fileName: 'ad.zip',
    // The server's is signed for the link (/share-links/…/playables/…); the test DOM would fetch that.
    playableUrl: 'about:blank',
  }),
  // A playable whose zip has no image: no still, listed all the same (it runs in its sandbox).
  sharedAsset('game', 'Mini game', 'playable', {
    previewImage: null,
    mimeType: 'application/zip',
    fileName: 'game.zip',
    playableUrl: 'about:blank#game',
  }),
  // Nothing to look at: left to the zip.
  sharedAsset('xls', 'Spec sheet', 'other', { previewImage: null, fileName: 'spec.xlsx' }),
];

const viewerOf = (name: string) => within(screen.getByRole('region', { name })).getByTestId('asset-viewer');

describe('SharedMediaGallery', () => {
  it('lists the assets that have a preview, and shows the first in the reviewer’s viewer', () => {
    render(<SharedMediaGallery assets={ASSETS} />);
    const gallery = screen.getByRole('list', { name: 'Media' });
    expect(
      within(gallery)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Hero', 'Brief', 'Playable ad', 'Mini game']);
    expect(within(gallery).getByRole('button', { name: 'Hero' }).getAttribute('aria-pressed')).toBe('true');
    expect(viewerOf('Hero').getAttribute('data-kind')).toBe('image');
    // The image viewer zooms.
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    expect(screen.queryByText('Spec sheet')).toBeNull();
  });

  it('shows a PDF in the page viewer and runs a playable in its sandbox', async () => {
    const user = userEvent.setup();
    render(<SharedMediaGallery assets={ASSETS} />);
    const gallery = screen.getByRole('list', { name: 'Media' });

    await user.click(within(gallery).getByRole('button', { name: 'Brief' }));
    expect(viewerOf('Brief').getAttribute('data-kind')).toBe('document');
    expect(screen.queryByTestId('file-card')).toBeNull();

    await user.click(within(gallery).getByRole('button', { name: 'Playable ad' }));
    expect(viewerOf('Playable ad').getAttribute('data-kind')).toBe('playable');
    const frame = screen.getByTestId('playable-frame');
    expect(frame.getAttribute('src')).toBe(ASSETS[2]!.playableUrl);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(within(gallery).getByRole('button', { name: 'Playable ad' }).getAttribute('aria-pressed')).toBe('true');

    // A playable without a still: its icon in the list, run in the same sandbox.
    const game = within(gallery).getByRole('button', { name: 'Mini game' });
    expect(within(game).getByTestId('playable-thumbnail')).toBeTruthy();
    await user.click(game);
    expect(viewerOf('Mini game').getAttribute('data-kind')).toBe('playable');
    expect(screen.getByTestId('playable-frame').getAttribute('src')).toBe('about:blank#game');
    expect(screen.getByTestId('playable-frame').getAttribute('sandbox')).toBe('allow-scripts');
  });

  it('is read-only: no comment, drawing, approval or download controls', async () => {
    const user = userEvent.setup();
    render(<SharedMediaGallery assets={ASSETS} />);
    for (const name of ['Hero', 'Brief', 'Playable ad', 'Mini game']) {
      await user.click(within(screen.getByRole('list', { name: 'Media' })).getByRole('button', { name }));
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('toolbar', { name: 'Drawing tools' })).toBeNull();
      expect(screen.queryByRole('button', { name: /comment|approve|reject|draw|pen|download/i })).toBeNull();
      expect(screen.queryByRole('link', { name: /download/i })).toBeNull();
    }
  });

  it('never presents a file that changed since its approval as approved, and shows no rejections', async () => {
    const user = userEvent.setup();
    const rejected = sharedAsset('rej', 'Banner', 'image', {
      lastDecision: { status: 'rejected', fileVersion: 1, isCurrent: true, decideDate: '2030-01-02T10:00:00.000Z' },
    });
    render(<SharedMediaGallery assets={[...ASSETS, rejected]} />);
    const gallery = screen.getByRole('list', { name: 'Media' });
    expect(within(within(gallery).getByRole('listitem', { name: 'Hero' })).getByText('Changed')).toBeTruthy();
    expect(within(gallery).getByRole('listitem', { name: 'Hero' }).textContent).not.toContain('Approved on');
    expect(within(within(gallery).getByRole('listitem', { name: 'Brief' })).getByText('Approved on v1')).toBeTruthy();
    expect(within(gallery).getByRole('listitem', { name: 'Banner' }).textContent).not.toMatch(/reject/i);
    // Under the viewer, the shown file's state in words.
    expect(screen.getByText('v2 was approved; v3 is the current file and is back in review.')).toBeTruthy();
    await user.click(within(gallery).getByRole('button', { name: 'Brief' }));
    expect(screen.queryByText(/is back in review/)).toBeNull();
  });

  it('says so when there is no production file', () => {
    render(<SharedMediaGallery assets={[]} />);
    expect(screen.getByText('No production files yet.')).toBeTruthy();
  });

  it('says the files are in the download when none of them has a preview', () => {
    render(<SharedMediaGallery assets={[ASSETS[4]!]} />);
    expect(screen.getByText('None of the production files can be shown here. Download the creatives to see them.')).toBeTruthy();
    expect(screen.queryByText('No production files yet.')).toBeNull();
    expect(screen.queryByTestId('asset-viewer')).toBeNull();
    expect(findGalleryAssets(ASSETS).map((asset) => asset.code)).toEqual(['img', 'pdf', 'ad', 'game']);
  });
});
