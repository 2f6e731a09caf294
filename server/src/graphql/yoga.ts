import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { createGraphQLError, createYoga, maskError, type Plugin } from 'graphql-yoga';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import { useCompiledExecution } from './compiled-execution.js';
import { ConcurrencyLimit } from './concurrency-limit.js';
import { useInputGuard } from './input-guard.js';
import { MAX_QUERY_COST, useQueryCostLimit, type Payer } from './query-cost.js';
import { RequestBudget } from './request-budget.js';
import type { GraphQLContext, ServerContext } from './context.js';

/**
 * Limits sized for our heaviest screen (concept editor); anything larger is abuse, not a client. The
 * cost counts rows (query-cost.ts), not fields.
 */
export const GRAPHQL_LIMITS = { maxDepth: 12, maxAliases: 20, maxTokens: 3000, maxCost: MAX_QUERY_COST, maxDirectives: 30 } as const;

/** Logs errors that did not come from our own code paths (they reach the client masked). */
const logUnexpectedErrors: Plugin<GraphQLContext> = {
  onExecute() {
    return {
      onExecuteDone({ args, result }) {
        if (!('errors' in result) || !result.errors) return;
        for (const error of result.errors) {
          const original = error.originalError;
          if (original && !(original instanceof GraphQLError)) {
            args.contextValue.log.error({ err: original, path: error.path }, 'unexpected error in resolver');
          }
        }
      },
    };
  },
};

/** Yoga's log arguments as pino fields: an Error under `err` (pino serialises it with its stack). */
function describeForLog(details: unknown[]) {
  const err = details.find((detail) => detail instanceof Error);
  const rest = details.filter((detail) => detail !== err);
  return { ...(err ? { err } : {}), ...(rest.length > 0 ? { details: rest } : {}) };
}

const RETRY_AFTER_SECONDS = 5;

function databaseUnavailable() {
  return createGraphQLError('The service is briefly unavailable. Try again in a moment.', {
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: RETRY_AFTER_SECONDS,
      http: { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
    },
  });
}

/**
 * A request at least this costly is heavy: 10,000 is above every screen's everyday request (a grid
 * page of 100 rows is about 6,100, a concept's history tab 8,500) and below the full lists (a
 * concept's assets, action items, exports).
 */
export const HEAVY_REQUEST_COST = 10_000;

export function createGraphQLHandler(
  config: AppConfig,
  options: {
    /** The assembled API (schema/schema.ts): the kernel runs any schema. */
    schema: GraphQLSchema;
    identifyCaller: (context: GraphQLContext) => Promise<Payer>;
    log: FastifyBaseLogger;
    /** Gates that refuse a request before anything costly runs (the share-link gate). */
    gates?: Plugin[];
  },
) {
  const plugins: Plugin[] = [
    useInputGuard(),
    EnvelopArmorPlugin({
      maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: false },
      maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
      maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
      // Field counts say little about work: the row cost below replaces armor's cost limit.
      costLimit: { enabled: false },
      maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
      blockFieldSuggestion: { enabled: config.isProduction },
    }) as Plugin,
  ];
  plugins.push(logUnexpectedErrors as Plugin);
  if (config.isProduction) {
    plugins.push({
      onValidate({ addValidationRule }) {
        addValidationRule(NoSchemaIntrospectionCustomRule);
      },
    });
  }
  plugins.push(...(options.gates ?? []));
  plugins.push(useCompiledExecution({ compileAfter: config.GRAPHQL_COMPILE_AFTER }));
  plugins.push(
    useQueryCostLimit({
      maxCost: GRAPHQL_LIMITS.maxCost,
      budget: new RequestBudget(config.REQUEST_BUDGET_PER_MINUTE),
      identifyCaller: options.identifyCaller,
      heavy: { minCost: HEAVY_REQUEST_COST, limit: new ConcurrencyLimit(config.HEAVY_REQUESTS_AT_ONCE) },
    }),
  );
  return createYoga<ServerContext & GraphQLContext>({
    schema: options.schema,
    graphqlEndpoint: '/graphql',
    // Same-origin API: Yoga's default would reflect any Origin with credentials. Only the configured
    // allow-list gets CORS headers (preflights from anywhere else are refused in http/graphql-route.ts).
    cors: (request) => {
      const origin = request.headers.get('origin')?.toLowerCase();
      if (!origin || !config.CORS_ORIGINS.includes(origin)) return false;
      return { origin, credentials: true, methods: ['GET', 'POST'], allowedHeaders: ['content-type'], maxAge: 600 };
    },
    graphiql: false,
    landingPage: false,
    // Unexpected errors become 'Unexpected error.'; the original is logged with the request id, never
    // sent. A database out of reach is not the request's fault: 503 with a retry hint.
    maskedErrors: {
      isDev: false,
      maskError: (error, message, isDev) =>
        isDatabaseUnavailable(error instanceof GraphQLError ? error.originalError : error)
          ? databaseUnavailable()
          : maskError(error, message, isDev),
    },
    // What Yoga itself meets outside resolvers (a request it cannot handle) is logged, never silent.
    logging: {
      debug: () => undefined,
      info: () => undefined,
      warn: (...details: unknown[]) => options.log.warn(describeForLog(details), 'graphql-yoga warning'),
      error: (...details: unknown[]) => options.log.error(describeForLog(details), 'graphql-yoga error'),
    },
    plugins,
  });
}
