import zlib from 'node:zlib';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import type { ObjectStorage } from '../storage/types.js';
import type { Database } from '../db/client.js';
import type { GraphQLContext } from '../graphql/context.js';
import { createGraphQLHandler } from '../graphql/yoga.js';
import { createBudgetPayerLookup, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_DAYS, SESSION_COOKIE } from '../modules/auth/index.js';
import { openShareRequest, shareClock, shareLinkStorage, useShareLinkGate, type ShareRequest } from '../modules/sharing/index.js';
import { buildSchema } from '../schema/schema.js';
import type { Plugin } from 'graphql-yoga';
import { Access } from '../modules/tenancy/index.js';
import type { LiveHub } from '../lib/live/index.js';

const JSON_CONTENT_TYPES = ['application/json', 'application/graphql-response+json'];

/**
 * A browser can send a cross-site form or `text/plain` POST without a CORS preflight. Only JSON
 * bodies are accepted, so such a request can never reach a mutation (the SameSite=Lax cookie is
 * the second line of defence).
 */
function isSimpleCrossSiteRequest(request: FastifyRequest): boolean {
  if (request.method !== 'POST') return false;
  const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return !JSON_CONTENT_TYPES.includes(contentType);
}

/** A GET's JSON-valued parameter (variables, extensions) that is not JSON: Yoga would answer it with a 500. */
function findUnreadableSearchParameter(request: FastifyRequest): string | null {
  const search = new URL(request.url, 'http://localhost').searchParams;
  for (const name of ['variables', 'extensions']) {
    const value = search.get(name);
    if (value === null) continue;
    try {
      JSON.parse(value);
    } catch {
      return name;
    }
  }
  return null;
}

function describeBodyError(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The request body is too large (at most 1 MB).';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty: send a JSON object with a "query".';
  if (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError)
    return `The request body is not valid JSON (${error.message}).`;
  return error.message;
}

export function registerGraphQLRoute(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; storage: ObjectStorage; getSigningSecret: () => string; live: LiveHub },
) {
  const findPayer = createBudgetPayerLookup(deps.db);
  const yoga = createGraphQLHandler(deps.config, {
    schema: buildSchema(),
    // A share token's request runs only inside the shared view (modules/sharing), before anything costly.
    gates: [useShareLinkGate() as Plugin],
    log: app.log,
    // A share link's visitor pays as their address; a made-up cookie too (no such session).
    identifyCaller: (context) => findPayer(context.shareLink ? undefined : context.session.token, context.session.clientAddress),
  });

  /**
   * `Authorization: Bearer <share token>`: a visitor of one share link. Such a request never acts as
   * the browser's signed-in user (the session cookie is not read) and runs only inside the shared
   * view (modules/sharing gate). Any other authorization scheme is ignored.
   */
  async function readShareRequest(request: FastifyRequest): Promise<ShareRequest | null> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match) return null;
    return openShareRequest(deps, match[1]!, shareClock(deps.config, request.headers['x-atelier-test-now']));
  }

  function buildContext(request: FastifyRequest, reply: FastifyReply, shareLink: ShareRequest | null): GraphQLContext {
    const token = shareLink ? undefined : request.cookies[SESSION_COOKIE];
    const isSecure = deps.config.COOKIE_SECURE === 'auto' ? request.protocol === 'https' : deps.config.COOKIE_SECURE === 'true';
    return {
      db: deps.db,
      config: deps.config,
      storage: shareLink?.isOpen ? shareLinkStorage(deps.storage, deps, shareLink.link, shareLink.now) : deps.storage,
      getSigningSecret: deps.getSigningSecret,
      live: deps.live,
      // The session is read when a resolver first needs the viewer (with the client scope, usually).
      access: new Access(deps.db, shareLink ? (shareLink.isOpen ? shareLink.principal : null) : { sessionToken: token }),
      log: request.log,
      shareLink,
      session: {
        token,
        userAgent: request.headers['user-agent'],
        clientAddress: request.ip,
        deviceCookie: request.cookies[DEVICE_COOKIE],
        setDeviceCookie: (value) => {
          reply.setCookie(DEVICE_COOKIE, value, {
            httpOnly: true,
            sameSite: 'lax',
            secure: isSecure,
            path: '/graphql',
            maxAge: DEVICE_COOKIE_MAX_AGE_DAYS * 24 * 3600,
          });
        },
        setCookie: (value, expiresAt) => {
          reply.setCookie(SESSION_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure: isSecure, path: '/', expires: expiresAt });
        },
        clearCookie: () => {
          reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: isSecure, path: '/' });
        },
      },
    };
  }

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    // Answers above 1 KB go out compressed when the browser accepts it (a grid page of 50 concepts
    // is ~60 KB of JSON); brotli at a low quality, as fast as gzip and smaller.
    compress: { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } },
    // A body Fastify cannot read (not JSON, too large) gets a GraphQL-shaped answer with its reason;
    // anything else unexpected is logged with the request id and answered as "Unexpected error.".
    errorHandler: (error: FastifyError, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'unexpected error in the GraphQL route');
      // The reply is sent here; Fastify needs nothing back from an error handler that sends.
      void reply.status(status).send({
        errors: [{ message: status === 500 ? 'Unexpected error.' : describeBodyError(error), extensions: { code: 'BAD_REQUEST' } }],
      });
    },
    // onRequest runs before body parsing, so a form body is refused before anything reads it.
    onRequest: async (request, reply) => {
      if (request.method === 'OPTIONS' && !deps.config.CORS_ORIGINS.includes(String(request.headers.origin ?? '').toLowerCase())) {
        // A preflight is only ever sent from another origin: refused unless that origin is allowed.
        return reply.status(403).send();
      }
      const badParameter = request.method === 'GET' ? findUnreadableSearchParameter(request) : null;
      if (badParameter) {
        return reply.status(400).send({
          errors: [{ message: `The "${badParameter}" parameter must be JSON text.`, extensions: { code: 'BAD_USER_INPUT' } }],
        });
      }
      if (isSimpleCrossSiteRequest(request)) {
        return reply.status(415).send({
          errors: [
            { message: 'Send GraphQL requests as JSON (Content-Type: application/json).', extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } },
          ],
        });
      }
    },
    handler: async (request, reply) => {
      const context = buildContext(request, reply, await readShareRequest(request));
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply, ...context });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // A JSON result is one string already: sent whole, with its length, instead of piped as a stream.
      const contentType = response.headers.get('content-type') ?? '';
      reply.send(JSON_CONTENT_TYPES.some((type) => contentType.startsWith(type)) ? await response.text() : response.body);
      return reply;
    },
  });
}
