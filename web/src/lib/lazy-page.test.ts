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
});
