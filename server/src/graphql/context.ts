import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import type { ShareRequest } from '../modules/sharing/index.js';
import type { Access } from '../modules/tenancy/index.js';
import type { LiveHub } from '../lib/live/index.js';
import type { ObjectStorage } from '../storage/types.js';

/** What every resolver receives. Built per request in `http/graphql-route.ts`. */
export interface GraphQLContext {
  db: Database;
  config: AppConfig;
  storage: ObjectStorage;
  /** The key for signed URLs and share tokens (loaded at start-up, shared by all instances). */
  getSigningSecret: () => string;
  /** This instance's live subscribers (subscriptions read from it; publishing goes through the database). */
  live: LiveHub;
  /** Who is asking (read from the session when first needed) and what they may do. */
  access: Access;
  log: FastifyBaseLogger;
  /** Set when the request carries a share token (`Authorization: Bearer`), opened or refused: see modules/sharing. */
  shareLink?: ShareRequest | null;
  session: {
    token: string | undefined;
    userAgent: string | undefined;
    /** The caller's address (the proxy's client address only with TRUST_PROXY), for per-address limits. */
    clientAddress: string;
    /** The device cookie (see auth/device-cookie.ts), and setting it on the response. */
    deviceCookie: string | undefined;
    setDeviceCookie(value: string): void;
    /** Sets the session cookie on the response. */
    setCookie(token: string, expiresAt: Date): void;
    clearCookie(): void;
  };
}

/** What the Fastify route hands to Yoga besides the GraphQL context. */
export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}
