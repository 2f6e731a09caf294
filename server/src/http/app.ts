import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import type { AppConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { registerConceptDownloadRoute } from '../modules/assets/downloads.js';
import { createStorage } from '../storage/index.js';
import type { ObjectStorage } from '../storage/types.js';
import { registerGraphQLRoute } from './graphql-route.js';
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

export async function buildApp(config: AppConfig, database: DatabaseHandle, state: AppState) {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1_048_576,
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await app.register(fastifyCookie);
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
        // Embedded analytics reports are third-party https pages, shown in a sandboxed iframe.
        frameSrc: ['https:'],
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
      return { status: 'ok', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });

  const getSigningSecret = () => state.signingSecret ?? '';
  const storage = state.storage ?? (await createStorage(config, getSigningSecret));
  state.storage = storage;
  registerGraphQLRoute(app, { db: database.db, config, storage, getSigningSecret });
  registerStorageRoutes(app, { db: database.db, storage, config, getSecret: getSigningSecret });
  registerConceptDownloadRoute(app, { db: database.db, storage, getSecret: getSigningSecret });
  await registerWebApp(app, config.webDistDir);
  return app;
}
