import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseExternalViewMessage } from './external-view-message';
import { ExternalConceptPage } from './ExternalConceptPage';

const INVALID = 'The URL you requested is not valid. Please contact your account administrator for assistance.';
const EXPIRED =
  'The concept link you are attempting to access has expired. Please contact your account administrator/creative lead and request an updated link or log into the platform to view the creative concept.';

const VIEW = {
  data: {
    applicationCreativeConcept: {
      code: 'crc1',
      name: 'Summer launch',
      status: 'inProduction',
      type: 'ua',
      subtype: 'video',
      description: '<p>Bold <strong>colours</strong></p>',
      lifeCycle: 'inProduction',
      downloadUrl: '/share-links/l/download?expires=1&signature=s',
      creativeLead: { firstName: 'Cleo', lastName: 'Lead' },
    },
    applicationCreativeConceptAssets: [
      {
        code: 'a1',
        name: 'Hero',
        fileName: 'hero.png',
        type: 'image',
        mimeType: 'image/png',
        extension: 'png',
        width: 1200,
        height: 900,
        length: null,
        frameRate: null,
        mediaUrl: '/f/1',
        playableUrl: null,
        previewImage: '/p/1',
      },
      {
        code: 'a2',
        name: 'Teaser',
        fileName: 'teaser.mp4',
        type: 'video',
        mimeType: 'video/mp4',
        extension: 'mp4',
        width: 1920,
        height: 1080,
        length: 6000,
        frameRate: 25,
        mediaUrl: '/f/2',
        playableUrl: null,
        previewImage: '/p/2',
      },
    ],
  },
};

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/external/:clientCode/creative/concepts/:conceptCode', element: <ExternalConceptPage /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

function answer(...bodies: unknown[]) {
  const fetchMock = vi.fn();
  for (const body of bodies) {
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response);
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('chooseExternalViewMessage', () => {
  it('shows "expired" only for 4011', () => {
    expect(chooseExternalViewMessage(4011)).toBe('expired');
    expect(chooseExternalViewMessage('4011')).toBe('expired');
    expect(chooseExternalViewMessage(401)).toBe('invalid');
    expect(chooseExternalViewMessage('SOMETHING_ELSE')).toBe('invalid');
    expect(chooseExternalViewMessage(null)).toBe('invalid');
  });
});

describe('ExternalConceptPage', () => {
  it('shows the 401 message without a token, and asks nothing of the server', async () => {
    const fetchMock = answer();
    renderAt('/external/demo/creative/concepts/crc1');
    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token as a bearer without cookies, and shows the 401 message for a 401 or an unknown code', async () => {
    for (const extensions of [{ code: 'UNAUTHENTICATED', status: 401 }, { code: 'WHATEVER' }]) {
      const fetchMock = answer({ errors: [{ message: 'x', extensions }] });
      renderAt('/external/demo/creative/concepts/crc1?token=abc');
      expect(await screen.findByText(INVALID)).toBeTruthy();
      const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(init.credentials).toBe('omit');
      expect((init.headers as Record<string, string>).authorization).toBe('Bearer abc');
      document.body.innerHTML = '';
    }
  });

  it('shows the expired message for 4011', async () => {
    answer({ errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED', status: 4011 } }] });
    renderAt('/external/demo/creative/concepts/crc1?token=abc');
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
  });

  it('asks for the password, says when it is wrong, and opens the view with the unlocked token', async () => {
    // The unlock answers carry their HTTP status.
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock
      .mockResolvedValueOnce({
        ok: true,
        status: 200,
        json: () => Promise.resolve({ errors: [{ extensions: { passwordRequired: true } }] }),
      })
      .mockResolvedValueOnce({ ok: false, status: 401, json: () => Promise.resolve({ code: 'PASSWORD_WRONG', status: 401 }) })
      .mockResolvedValueOnce({ ok: true, status: 200, json: () => Promise.resolve({ accessToken: 'unlocked' }) })
      .mockResolvedValueOnce({ ok: true, status: 200, json: () => Promise.resolve(VIEW) });
    renderAt('/external/demo/creative/concepts/crc1?token=abc');
    const password = await screen.findByLabelText('Password');
    fireEvent.change(password, { target: { value: 'wrong one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('That password is not right. Check it and try again.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Summer launch' })).toBeTruthy();
    const lastCall = fetchMock.mock.calls[3] as [string, RequestInit];
    expect((lastCall[1].headers as Record<string, string>).authorization).toBe('Bearer unlocked');
    expect(sessionStorage.getItem('atelier.share.abc')).toBe('unlocked');
  });

  it('shows the fields, the gallery and the download link read-only', async () => {
    answer(VIEW);
    renderAt('/external/demo/creative/concepts/crc1?token=abc');
    expect(await screen.findByRole('heading', { name: 'Summer launch' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Creative lead' }).textContent).toContain('Cleo Lead');
    expect(screen.getByRole('group', { name: 'Use' }).textContent).toContain('UA');
    expect(screen.getByRole('link', { name: /Download creatives/ }).getAttribute('href')).toBe(
      '/share-links/l/download?expires=1&signature=s&assetType=production',
    );
    const gallery = screen.getByRole('list', { name: 'Media' });
    expect(
      within(gallery)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Hero', 'Teaser']);
    expect(
      within(screen.getByRole('region', { name: 'Hero' }))
        .getByTestId('asset-viewer')
        .getAttribute('data-kind'),
    ).toBe('image');
    expect(screen.queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(screen.getByText('colours')).toBeTruthy());
  });

  it('leaves the download link out when the link allows no downloads', async () => {
    answer({ data: { ...VIEW.data, applicationCreativeConcept: { ...VIEW.data.applicationCreativeConcept, downloadUrl: null } } });
    renderAt('/external/demo/creative/concepts/crc1?token=abc');
    expect(await screen.findByRole('heading', { name: 'Summer launch' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Download creatives/ })).toBeNull();
  });
});
