import type { ApolloClient } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyLoads } from './early-loads';
import { creativeRoutes } from './routes';

function fakeClient() {
  const query = vi.fn((_options: { variables: object }) => Promise.resolve({ data: { myPermissions: [] } }));
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

  it("asks for an editor's concept beside its code and the permissions, by code or internal id, marked as a prefetch", () => {
    const { client, query } = fakeClient();
    vi.spyOn(creativeRoutes.find((route) => route.path === 'concepts/:conceptCode')!.Page, 'preload').mockResolvedValue(undefined);
    startEarlyLoads(client, '/demo/creative/concepts/crc_1');
    startEarlyLoads(client, '/demo/creative/concepts/1042');
    const conceptReads = query.mock.calls
      .map(([options]) => options as { variables: object; context: object })
      .filter(({ variables }) => 'conceptCode' in variables || 'internalId' in variables);
    expect(conceptReads).toEqual([
      expect.objectContaining({
        variables: { clientCode: 'demo', conceptCode: 'crc_1' },
        fetchPolicy: 'network-only',
        context: { isPrefetch: true },
      }),
      expect.objectContaining({
        variables: { clientCode: 'demo', internalId: '1042' },
        fetchPolicy: 'network-only',
        context: { isPrefetch: true },
      }),
    ]);
  });

  it('asks for no concept on the list', () => {
    const { client, query } = fakeClient();
    vi.spyOn(creativeRoutes.find((route) => route.path === 'concepts')!.Page, 'preload').mockResolvedValue(undefined);
    startEarlyLoads(client, '/demo/creative/concepts');
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing outside the creative area (sign-in, the shared view, the root)', () => {
    const { client, query } = fakeClient();
    const preloads = creativeRoutes.map((route) => vi.spyOn(route.Page, 'preload'));
    for (const path of ['/signin', '/external/demo/creative/concepts/cr1', '/', '/unsubscribe']) startEarlyLoads(client, path);
    expect(query).not.toHaveBeenCalled();
    for (const preload of preloads) expect(preload).not.toHaveBeenCalled();
  });
});
