import { getNamedType, getNullableType, GraphQLError, GraphQLList, isObjectType, type GraphQLSchema, type DocumentNode } from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context.js';
import type { ConcurrencyLimit } from './concurrency-limit.js';
import type { RequestBudget } from './request-budget.js';

/**
 * The most rows one request may ask for, counted the way the database will have to produce them: a
 * field costs 1, and what is inside a list costs once per row it may return, a list without a page
 * size at its server-side cap (`rowCaps` of each module). The heaviest screen is a concept's whole
 * asset list (2,000 assets at most, every tile field): about 58,000; one concept's whole history
 * with every field of its entries and their replies about 65,000; the concepts grid at its largest
 * page about 6,100; one page of 100 concepts with their history (500 entries each at most) about
 * 600,000, refused. query-cost.test.ts checks that every document the web app sends fits.
 */
export const MAX_QUERY_COST = 100_000;

/** Rows assumed for a list no module declared a cap for: relations a screen shows in full. */
const DEFAULT_LIST_SIZE = 10;

declare module 'graphql' {
  interface GraphQLFieldExtensions<_TSource, _TContext, _TArgs> {
    /** Rows the field reads at most (set by applyRowCaps). */
    maxRows?: number;
  }
}

/**
 * Records each `Type.field`'s row cap on the schema's field, where the estimator reads it, so that
 * every cost of this schema counts the same rows. A cap naming no field is a start-up error: a
 * renamed field must not quietly fall back to the assumed size.
 */
export function applyRowCaps(schema: GraphQLSchema, rowCaps: Readonly<Record<string, number>>): GraphQLSchema {
  for (const [coordinate, maxRows] of Object.entries(rowCaps)) {
    const [typeName, fieldName] = coordinate.split('.');
    const type = schema.getType(typeName ?? '');
    const field = isObjectType(type) ? type.getFields()[fieldName ?? ''] : undefined;
    if (!field) throw new Error(`Row cap for ${coordinate}: no such field in the schema.`);
    field.extensions = { ...field.extensions, maxRows };
  }
  return schema;
}

/** The page size a field was asked for: its `limit` (or `first`) argument, defaulted from the SDL. */
function pageSizeOf(args: Record<string, unknown>): number | undefined {
  const size = args.limit ?? args.first;
  return typeof size === 'number' ? Math.max(0, size) : undefined;
}

/**
 * A paged field (one with `limit`) multiplies what is inside it by the page size; the page's own
 * `items` list then counts once, not again. Any other list multiplies by its row cap, or the
 * assumed size of a list without one.
 */
const rowEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const pageSize = pageSizeOf(args);
  if (pageSize !== undefined) return 1 + childComplexity * pageSize;
  const isPageItems = field.name === 'items' && isObjectType(type) && Boolean(type.getFields().totalItemCount);
  if (isPageItems) return 1 + childComplexity;
  const maxRows = field.extensions?.maxRows;
  // A single answer built from many rows (a CSV export) costs the rows it reads.
  if (!(getNullableType(field.type) instanceof GraphQLList)) return (maxRows ?? 1) + childComplexity;
  const isLeafList = !isObjectType(getNamedType(field.type));
  if (isLeafList) return 1;
  return 1 + childComplexity * (maxRows ?? DEFAULT_LIST_SIZE);
};

/** The cost of one operation with its variables (exported for the test that checks every screen). */
export function estimateQueryCost(input: {
  schema: GraphQLSchema;
  document: DocumentNode;
  variables?: Record<string, unknown>;
  operationName?: string | null;
}): number {
  return getComplexity({
    schema: input.schema,
    query: input.document,
    variables: input.variables ?? {},
    operationName: input.operationName ?? undefined,
    estimators: [rowEstimator, simpleEstimator({ defaultComplexity: 1 })],
  });
}

function tooManyRequests(message: string, retryAfterSeconds: number) {
  return new GraphQLError(message, {
    extensions: {
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds,
      http: { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
    },
  });
}

/**
 * What an answer cost, in the estimate's units: one per value in it (a field of a row, a row of a
 * list), and a text's lines and comma-separated cells count as rows and fields (a CSV export of
 * 10,000 rows and 12 columns costs about 120,000, as the same rows as a list would). Iterative:
 * any depth is safe to walk.
 */
export function measureAnswerCost(data: unknown): number {
  let cost = 0;
  const pending: unknown[] = [data];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || value === undefined) continue;
    cost += 1;
    if (typeof value === 'string') {
      for (const character of value) if (character === '\n' || character === ',') cost += 1;
    } else if (Array.isArray(value)) pending.push(...(value as unknown[]));
    else if (typeof value === 'object') pending.push(...Object.values(value));
  }
  return cost;
}

/** Who pays for a request, and whether they pay what the answer cost (signed in) or the whole estimate. */
export interface Payer {
  key: string;
  isSignedIn: boolean;
}

export interface QueryCostLimitOptions {
  maxCost: number;
  budget?: RequestBudget;
  /**
   * Who pays for the request: one key per user (all their sessions), or per address for a caller
   * without a valid session. Resolved only for a request that is not refused by its size.
   */
  identifyCaller: (context: GraphQLContext) => Promise<Payer>;
  /** Requests costing at least `minCost` are heavy: at most `limit`'s bound of them run at once per caller. */
  heavy?: { minCost: number; limit: ConcurrencyLimit };
}

/**
 * Refuses an operation whose row cost is over the limit before any resolver runs, charges the rest
 * to the caller's budget (429 with Retry-After once it is spent), and holds a heavy one to the
 * caller's bound of heavy requests running at once (429 with Retry-After: 1 beyond it). Registered
 * after the compiled execution, so that the slot wraps whichever execution runs.
 *
 * The estimate is charged before the request runs, so a burst can never start more than the
 * budget; once answered, the charge is settled on what the answer held (measureAnswerCost): a
 * signed-in user gets back what it did not use (a concept with 40 assets costs its 40 rows, not
 * the list's cap of 2,000), and anyone pays the rest of an answer larger than its estimate (a CSV
 * export's cells). A caller without a session keeps paying at least the estimate: nothing a
 * signed-out caller may read is large, and a made-up cookie must not make asking for much cheap.
 */
export function useQueryCostLimit(options: QueryCostLimitOptions): Plugin {
  return {
    async onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      let cost: number;
      try {
        cost = estimateQueryCost({
          schema: args.schema,
          document: args.document,
          variables: (args.variableValues ?? {}) as Record<string, unknown>,
          operationName: args.operationName,
        });
      } catch {
        // Variables the estimator cannot read fail coercion in the executor, with its own message.
        return;
      }
      if (cost > options.maxCost) {
        return setResultAndStopExecution({
          errors: [
            new GraphQLError(
              `This request asks for too much at once (cost ${cost}, at most ${options.maxCost}). Ask for fewer rows or fields per request.`,
              { extensions: { code: 'BAD_USER_INPUT', cost, maxCost: options.maxCost } },
            ),
          ],
        });
      }
      const payer = await options.identifyCaller(args.contextValue as unknown as GraphQLContext);
      const caller = payer.key;
      // The slot first: a request refused for running too many at once is not charged.
      const release = options.heavy && cost >= options.heavy.minCost ? options.heavy.limit.tryEnter(caller) : () => undefined;
      if (!release) {
        return setResultAndStopExecution({
          errors: [tooManyRequests('Too many large requests at once. Wait for the others to finish, then try again.', 1)],
        });
      }
      const retryAfterSeconds = options.budget?.spend(caller, Math.max(1, cost));
      if (retryAfterSeconds != null) {
        release();
        return setResultAndStopExecution({
          errors: [tooManyRequests(`Too many requests. Try again in ${retryAfterSeconds} seconds.`, retryAfterSeconds)],
        });
      }
      const budget = options.budget;
      setExecuteFn(async (executionArgs) => {
        try {
          const result = await executeFn(executionArgs);
          if (budget && 'data' in result) {
            budget.settle(caller, Math.max(1, cost), Math.max(1, measureAnswerCost(result.data)), { mayRefund: payer.isSignedIn });
          }
          return result;
        } finally {
          release();
        }
      });
    },
  };
}
