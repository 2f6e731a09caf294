import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** Deeper than any real filter (the query builder nests a few groups); far below a stack overflow. */
export const MAX_VARIABLE_DEPTH = 32;

export type InputProblem = 'tooDeep' | 'nulCharacter';

const MESSAGES: Record<InputProblem, string> = {
  tooDeep: `The request's variables are nested too deeply (at most ${MAX_VARIABLE_DEPTH} levels).`,
  nulCharacter: 'Text must not contain NUL characters.',
};

/**
 * Finds what no field could accept, before graphql-js coerces the variables: its coercion recurses
 * once per level (a 1,000-deep filter overflows the stack), and PostgreSQL refuses NUL in text with
 * an error that would reach users as "Unexpected error.". Iterative, so any depth is safe to walk.
 */
export function findInputProblem(value: unknown): InputProblem | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) return 'nulCharacter';
      continue;
    }
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= MAX_VARIABLE_DEPTH) return 'tooDeep';
    const children = Array.isArray(next.value) ? next.value : Object.entries(next.value).flat();
    for (const child of children) pending.push({ value: child, depth: next.depth + 1 });
  }
  return null;
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What is wrong with the request's parameters' shapes, if anything: a `query` that is not text, or
 * `variables`, `operationName` or `extensions` of the wrong kind would otherwise reach code that
 * takes them for what they should be (a 500 with nothing said).
 */
export function findParamsProblem(params: Record<string, unknown>): string | null {
  if (typeof params.query !== 'string' || params.query.trim() === '') {
    return 'The request needs a "query" parameter holding the GraphQL document as text.';
  }
  if (params.operationName != null && typeof params.operationName !== 'string') return 'The "operationName" parameter must be text.';
  if (params.variables != null && !isObject(params.variables)) return 'The "variables" parameter must be a JSON object.';
  if (params.extensions != null && !isObject(params.extensions)) return 'The "extensions" parameter must be a JSON object.';
  return null;
}

/** Refuses such input with BAD_USER_INPUT and HTTP 400, before parsing or coercion. */
export function useInputGuard(): Plugin {
  return {
    onParams({ params }) {
      const shape = findParamsProblem(params as Record<string, unknown>);
      if (shape) throw createGraphQLError(shape, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
      // A NUL in the query text, raw or as the escape a string literal would decode to it.
      const hasNulInQuery = params.query !== undefined && (params.query.includes('\u0000') || /\\u0000/i.test(params.query));
      const problem = findInputProblem(params.variables ?? null) ?? (hasNulInQuery ? 'nulCharacter' : null);
      if (!problem) return;
      throw createGraphQLError(MESSAGES[problem], { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
    },
  };
}
