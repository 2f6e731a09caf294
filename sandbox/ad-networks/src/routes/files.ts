import type { Route, RouteResult } from '../http.js';
import { CONTENT_TYPES, renderDesign } from '../images.js';
import { ORIGINAL_RENDITION, type SandboxFile } from '../world.js';

/**
 * The creative files the networks' URLs point at, drawn on first request and kept: connectors fetch
 * them to hash them, as they would fetch a network's CDN URL. `/files/originals/{design}.png` is
 * the master file of a design (what a creative team uploads), used by the demo seed.
 */
const cache = new Map<string, Buffer>();

async function serveFile(file: SandboxFile): Promise<RouteResult> {
  const key = `${file.design.seed}:${file.design.lookAlike ?? 0}:${JSON.stringify(file.rendition)}`;
  let bytes = cache.get(key);
  if (!bytes) {
    bytes = await renderDesign(file.design, file.rendition);
    cache.set(key, bytes);
  }
  return { headers: { 'content-type': CONTENT_TYPES[file.rendition.format], 'cache-control': 'public, max-age=86400' }, body: bytes };
}

export const fileRoutes: Route[] = [
  {
    method: 'GET',
    path: '/files/originals/:name',
    handle: ({ params, state }) => {
      const seed = Number(params.name!.replace(/\.png$/, ''));
      if (!state.world.designs.some((design) => design.seed === seed)) return { status: 404, json: { error: 'No such design.' } };
      return serveFile({ id: `original-${seed}`, design: { seed }, rendition: ORIGINAL_RENDITION });
    },
  },
  {
    method: 'GET',
    path: '/files/:name',
    handle: ({ params, state }) => {
      const file = state.world.files.get(params.name!.replace(/\.[a-z]+$/, ''));
      return file ? serveFile(file) : { status: 404, json: { error: 'No such file.' } };
    },
  },
];
