import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/graphql', '/healthz', '/api/', '/files/'];

/**
 * Headers that govern a document (what it may load, frame or open), set on every response by helmet.
 * A script or style sheet the page loads ignores them, so hashed assets go out without them: about
 * 650 bytes less per file, over 6 KB on the sign-in page's ten scripts. Workers keep them: a worker's
 * script is its document.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  // Same host as the page, whose response already carries it; a browser keeps it from any response.
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** A content-hashed script or style sheet of the build that is not a worker. */
export function isHashedSubresource(filePath: string): boolean {
  return filePath.includes(`${path.sep}assets${path.sep}`) && /\.(js|css)$/.test(filePath) && !/worker/i.test(path.basename(filePath));
}

/**
 * Serves the built web app from the same port as the API. Hashed assets are cached for a year and
 * never revalidated (their name changes with their content); index.html is revalidated on every
 * navigation, so a deploy is picked up at once. Files go out as the build's brotli or gzip copy when
 * the browser accepts one (Vary: Accept-Encoding). Client routes fall back to index.html.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const indexFile = path.join(webDistDir, 'index.html');
  const isBuilt = fs.existsSync(indexFile);
  if (isBuilt) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our own Cache-Control below; the plugin's default (max-age=0) would replace it.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        response.setHeader('Vary', 'Accept-Encoding');
        if (isHashedSubresource(filePath.replace(/\.(br|gz)$/, ''))) {
          // The plugin's type names only get/setHeader; the object is the request's ServerResponse.
          const raw = response as unknown as Pick<ServerResponse, 'removeHeader'>;
          for (const name of DOCUMENT_ONLY_HEADERS) raw.removeHeader(name);
        }
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built; run `npm run build` (npm start does it for you)');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const wantsPage = request.method === 'GET' && !isApi && !path.extname(request.url.split('?')[0]!);
    if (!wantsPage) {
      return reply.status(404).send({ errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] });
    }
    if (!isBuilt) {
      return reply.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build`, or start with `npm start`.');
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
