import type { ApolloClient } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyLoads } from './early-loads';
import { creativeRoutes } from './routes';

function fakeClient() {
  const query = vi.fn(() => Promise.resolve({ data: { myPermissions: [] } }));
  return { client: { query } as unknown as ApolloClient, query };
}

describe('what the app asks for as it starts', () => {
  afterEach(() => vi.restoreAllMocks());

  it("loads the page's code and the URL's client permissions at once, the prefetch marked so an expired session is left to the page", () => {
    const page = creativeRoutes.find((route) => route.path === 'concepts')!.Page;
    const preload = vi.spyOn(page, 'preload').mockResolvedValue(undefined);
    const editorPreload = vi.spyOn(creativeRoutes.find((route) => route.path === 'concepts/:conceptCode')!.Page, 'preload');
    const { client, query } = fakeClient();
    startEarlyLoads(client, '/demo/creative/concepts');
    expect(preload).toHaveBeenCalledTimes(1);
    expect(editorPreload).not.toHaveBeenCalled();
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ variables: { clientCode: 'demo' }, context: { isPrefetch: true } }));
  });

  it('asks for nothing outside the creative area (sign-in, the shared view, the root)', () => {
    const { client, query } = fakeClient();
    const preloads = creativeRoutes.map((route) => vi.spyOn(route.Page, 'preload'));
    for (const path of ['/signin', '/external/demo/creative/concepts/cr1', '/', '/unsubscribe']) startEarlyLoads(client, path);
    expect(query).not.toHaveBeenCalled();
    for (const preload of preloads) expect(preload).not.toHaveBeenCalled();
  });
});
