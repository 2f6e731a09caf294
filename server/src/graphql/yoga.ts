import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { AppConfig } from '../config.js';
import { useCompiledExecution } from './compiled-execution.js';
import type { GraphQLContext, ServerContext } from './context.js';
import { buildSchema } from './schema.js';

/** Limits sized for our heaviest screen (concept editor); anything larger is abuse, not a client. */
export const GRAPHQL_LIMITS = { maxDepth: 12, maxAliases: 20, maxTokens: 3000, maxCost: 20000, maxDirectives: 30 } as const;

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

export function createGraphQLHandler(config: AppConfig) {
  const plugins: Plugin[] = [
    EnvelopArmorPlugin({
      maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: false },
      maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
      maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
      costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
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
  plugins.push(useCompiledExecution({ compileAfter: config.GRAPHQL_COMPILE_AFTER }));
  return createYoga<ServerContext & GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    // Unexpected errors become 'Unexpected error.'; the original is logged with the request id, never sent.
    maskedErrors: { isDev: false },
    logging: false,
    plugins,
  });
}
