import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createLazyPage } from './lazy-page';

describe('a lazy page', () => {
  it('downloads its code once however often it is preloaded, and tries again after a failed download', async () => {
    const Page = () => null;
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Page });
    const lazyPage = createLazyPage(load, 'Page');
    await expect(lazyPage.preload()).rejects.toThrow('offline');
    await expect(lazyPage.preload()).resolves.toEqual({ default: Page });
    await lazyPage.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders at once, without its loading fallback, when its code was preloaded', async () => {
    const LazyPage = createLazyPage(() => Promise.resolve({ Page: () => <h1>Concepts</h1> }), 'Page');
    await LazyPage.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <LazyPage />
      </Suspense>,
    );
    // Synchronously in the first render: React.lazy would show the fallback first, however ready the code.
    expect(screen.getByRole('heading', { name: 'Concepts' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('shows the fallback and then the page when its code was not loaded yet', async () => {
    const LazyPage = createLazyPage(() => Promise.resolve({ Page: () => <h1>Concepts</h1> }), 'Page');
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Concepts' })).toBeTruthy();
  });
});
