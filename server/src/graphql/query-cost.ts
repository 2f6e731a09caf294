import { getNamedType, getNullableType, GraphQLError, GraphQLList, isObjectType, type GraphQLSchema, type DocumentNode } from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context.js';
import type { RequestBudget } from './request-budget.js';

/**
 * The most rows one request may ask for, counted the way the database will have to produce them: a
 * field costs 1, and what is inside a list costs once per row it may return. The heaviest screen,
 * the concepts grid at its largest page (100 rows, every column), costs about 6,100; one page of 100
 * concepts with their history about 17,600; twenty such pages (an audit's attack) 350,000.
 * query-cost.test.ts checks that every document the web app sends stays under the limit.
 */
export const MAX_QUERY_COST = 25_000;

/**
 * Rows assumed for lists without a page size. Relations a screen shows in full are small in
 * practice; their assumed sizes make a request that repeats them over many parents expensive.
 */
const ASSUMED_LIST_SIZES: Record<string, number> = {
  'CreativeConcept.history': 25,
  'ConceptAsset.history': 25,
  // Read from the entry's own row (its changes, with names looked up once for the whole history).
  'HistoryEntry.changeList': 1,
  // Replies go one level deep and come from the same history rows as their comment (issue 12).
  'HistoryEntry.replies': 2,
  // A folder tree is one set of rows however it nests: the root list stands for the whole tree
  // (flat or nested), so a folder's sub-folders count once, not once more per level.
  'Query.creativeNodes': 200,
  'Query.creativeConceptNodes': 200,
  'CreativeNode.creativeNodes': 1,
  'CreativeConceptNode.creativeNodes': 1,
  'CreativeVirtualNode.children': 1,
};
const DEFAULT_LIST_SIZE = 10;

/** The page size a field was asked for: its `limit` (or `first`) argument, defaulted from the SDL. */
function pageSizeOf(args: Record<string, unknown>): number | undefined {
  const size = args.limit ?? args.first;
  return typeof size === 'number' ? Math.max(0, size) : undefined;
}

/**
 * A paged field (one with `limit`) multiplies what is inside it by the page size; the page's own
 * `items` list then counts once, not again. Any other list multiplies by its assumed size.
 */
const rowEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const pageSize = pageSizeOf(args);
  if (pageSize !== undefined) return 1 + childComplexity * pageSize;
  const isPageItems = field.name === 'items' && isObjectType(type) && Boolean(type.getFields().totalItemCount);
  if (isPageItems || !(getNullableType(field.type) instanceof GraphQLList)) return 1 + childComplexity;
  const isLeafList = !isObjectType(getNamedType(field.type));
  if (isLeafList) return 1;
  return 1 + childComplexity * (ASSUMED_LIST_SIZES[`${type.name}.${field.name}`] ?? DEFAULT_LIST_SIZE);
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

/** Who pays for a request: the session, or the address of a caller without one. */
function callerOf(context: Partial<GraphQLContext>): string {
  return context.session?.token ? `session:${context.session.token}` : `address:${context.session?.clientAddress ?? 'unknown'}`;
}

/**
 * Refuses an operation whose row cost is over the limit before any resolver runs, and charges the
 * rest to the caller's budget (429 with Retry-After once it is spent).
 */
export function useQueryCostLimit(options: { maxCost: number; budget?: RequestBudget }): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
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
      const retryAfterSeconds = options.budget?.spend(callerOf(args.contextValue as Partial<GraphQLContext>), Math.max(1, cost));
      if (retryAfterSeconds != null) {
        setResultAndStopExecution({
          errors: [
            new GraphQLError(`Too many requests. Try again in ${retryAfterSeconds} seconds.`, {
              extensions: {
                code: 'TOO_MANY_REQUESTS',
                retryAfterSeconds,
                http: { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
              },
            }),
          ],
        });
      }
    },
  };
}
