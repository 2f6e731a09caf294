import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { getMediaToolsStatus } from '../media/tools.js';
import { registerConceptDownloadRoute, registerPlayableRoute, registerReviewExportRoute } from '../modules/assets/index.js';
import { registerShareLinkRoutes } from '../modules/sharing/index.js';
import { createStorage } from '../storage/index.js';
import type { ObjectStorage } from '../storage/types.js';
import { registerGraphQLRoute } from './graphql-route.js';
import { LiveHub } from '../lib/live/index.js';
import { buildLoggerOptions } from './log-redaction.js';
import { registerStorageRoutes } from './storage-routes.js';
import { registerWebApp } from './web-app.js';

export interface AppState {
  /** Set once migrations have run; /healthz answers 503 until then. */
  isReady: boolean;
  /** Key for signed file URLs and share tokens, shared by all instances (see signing-secret.ts). */
  signingSecret?: string;
  /** Object storage (local disk or S3), made once per process. */
  storage?: ObjectStorage;
}

/**
 * Behind a TLS-terminating proxy without TRUST_PROXY, requests look like plain HTTP, so the session
 * cookie goes out without `Secure`. The proxy gives itself away with X-Forwarded-Proto: say so once.
 */
function warnOnceBehindTlsProxy(app: FastifyInstance) {
  let hasWarned = false;
  app.addHook('onRequest', async (request) => {
    if (hasWarned || request.headers['x-forwarded-proto'] !== 'https') return;
    hasWarned = true;
    request.log.warn(
      "requests arrive through an HTTPS proxy (X-Forwarded-Proto: https) but TRUST_PROXY is off: cookies are sent without Secure and client addresses are the proxy's. Set TRUST_PROXY=true behind a trusted load balancer.",
    );
  });
}

/** Trusts the last `hops` addresses a request passed through (the socket's peer is hop 0). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp(config: AppConfig, database: DatabaseHandle, state: AppState) {
  const app = Fastify({
    logger: buildLoggerOptions(config.LOG_LEVEL),
    // A hop count or the proxies' ranges: never `true`, which would take the left-most X-Forwarded-For
    // entry, one the client may have written itself.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    // A client-chosen id could forge or collide with log lines: taken from the proxy only when trusted.
    requestIdHeader: config.isBehindProxy ? 'x-request-id' : false,
    genReqId: () => randomUUID(),
    bodyLimit: 1_048_576,
  });

  if (!config.isBehindProxy) warnOnceBehindTlsProxy(app);

  app.addHook('onSend', async (request, reply) => {
    // Not on the build's hashed files: a page loads dozens, and nobody traces one.
    if (!request.url.startsWith('/assets/')) reply.header('X-Request-Id', request.id);
  });

  await app.register(fastifyCookie);
  // Compression only where a route asks for it (the GraphQL answers); static files have their
  // build-time copies, and file downloads are already compressed media or attachments.
  await app.register(fastifyCompress, { global: false });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects <style> elements at run time; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Embedded analytics reports are third-party https pages, shown in a sandboxed iframe; playable
        // ads run from /playables (same host, sandboxed by their own CSP into an opaque origin).
        frameSrc: ["'self'", 'https:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });

  app.get('/healthz', async (_request, reply) => {
    if (!state.isReady) return reply.status(503).send({ status: 'starting' });
    try {
      await database.ping();
      // Whether videos get previews here (the version is only logged: this answer is public).
      return { status: 'ok', database: database.kind, videoTools: getMediaToolsStatus()?.isAvailable === false ? 'missing' : 'ok' };
    } catch {
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });

  const getSigningSecret = () => state.signingSecret ?? '';
  const storage = state.storage ?? (await createStorage(config, getSigningSecret));
  state.storage = storage;
  // Live updates: this instance's subscribers, fed by the database's notifications (lib/live). Open
  // subscriptions end before the server closes, so their streams do not hold the close back.
  const live = new LiveHub(database.listen, app.log);
  await live.start();
  app.addHook('preClose', () => live.stop());
  registerGraphQLRoute(app, { db: database.db, config, storage, getSigningSecret, live });
  registerStorageRoutes(app, { db: database.db, storage, config, getSecret: getSigningSecret });
  registerConceptDownloadRoute(app, { db: database.db, storage, getSecret: getSigningSecret });
  registerPlayableRoute(app, { db: database.db, storage, getSecret: getSigningSecret });
  registerReviewExportRoute(app, { db: database.db, storage, getSecret: getSigningSecret });
  registerShareLinkRoutes(app, { db: database.db, storage, config, getSecret: getSigningSecret });
  await registerWebApp(app, config.webDistDir);
  return app;
}
