import {
  getNamedType,
  GraphQLString,
  Kind,
  TypeInfo,
  valueFromAST,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../../graphql/context.js';
import { appError } from '../../lib/errors.js';
import { recordShareLinkOpen } from './visitor.js';

/**
 * Everything a share link may read: the two queries of the shared view (spec 2 §7) and the fields
 * the view shows. Anything else in a visitor's document (another query, any mutation, history,
 * versions, people's e-mail addresses, introspection) refuses the whole request before it runs.
 */
export const SHARE_LINK_FIELDS: Readonly<Record<string, ReadonlySet<string>>> = {
  Query: new Set(['applicationCreativeConcept', 'applicationCreativeConceptAssets']),
  CreativeConcept: new Set([
    'code',
    'internalId',
    'name',
    'status',
    'type',
    'subtype',
    'description',
    'lifeCycle',
    'creativeLead',
    'productionAssetCount',
    'downloadUrl',
  ]),
  Person: new Set(['firstName', 'lastName']),
  // What the shared gallery's viewer reads (images and video inline, PDF pages, playables in their
  // sandbox): every URL among them is signed for the link (sharing/files.ts), nothing else is.
  ConceptAsset: new Set([
    'code',
    'name',
    'fileName',
    'type',
    'mimeType',
    'extension',
    'width',
    'height',
    'length',
    'frameRate',
    'mediaUrl',
    'playableUrl',
    'previewImage',
    // Which file an approval was made on, so the view never presents a changed file as approved.
    'fileVersion',
    'lastDecision',
  ]),
  // The decision's facts without the person who made it.
  AssetDecisionRecord: new Set(['status', 'fileVersion', 'isCurrent', 'decideDate']),
};

/** The shared view lists the production assets only (spec 2 §7: assetType production). */
const SHARED_ASSET_TYPE = 'production';

/** Why a visitor's document asks for more than the shared view, or null when it does not. */
export function findShareLinkViolation(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): string | null {
  const typeInfo = new TypeInfo(schema);
  let violation: string | null = null;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition(node) {
        if (node.operation !== 'query') violation ??= `${node.operation} operations`;
      },
      Field(node) {
        if (node.name.value === '__typename') return;
        const parent = typeInfo.getParentType();
        const parentName = parent ? getNamedType(parent).name : '?';
        if (!SHARE_LINK_FIELDS[parentName]?.has(node.name.value)) {
          violation ??= `${parentName}.${node.name.value}`;
          return;
        }
        if (parentName === 'Query' && node.name.value === 'applicationCreativeConceptAssets') {
          const argument = node.arguments?.find((candidate) => candidate.name.value === 'assetType');
          const value = argument ? valueFromAST(argument.value, GraphQLString, variables) : undefined;
          if (value !== SHARED_ASSET_TYPE) violation ??= 'assets other than production';
        }
      },
      Directive(node) {
        // @include / @skip are harmless; anything else has no place in the shared view.
        if (node.name.value !== 'include' && node.name.value !== 'skip') violation ??= `@${node.name.value}`;
      },
    }),
  );
  return violation;
}

/**
 * The keys the operation's answer holds the concept under (its alias, or its name), empty when it
 * does not ask for the concept.
 */
function findConceptResponseKeys(document: DocumentNode, operationName: string | null | undefined): string[] {
  const keys: string[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION || (operationName && definition.name?.value !== operationName)) continue;
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind === Kind.FIELD && selection.name.value === 'applicationCreativeConcept') {
        keys.push(selection.alias?.value ?? selection.name.value);
      }
    }
  }
  return keys;
}

/**
 * A request carrying a share token runs only when the token opens its link and the document stays
 * within the shared view. An opening of the view is counted on the link once the concept has been
 * read: a request that asks for it and fails (a wrong concept code, any error) opened nothing.
 */
export function useShareLinkGate(): Plugin<GraphQLContext> {
  return {
    // Live updates are for signed-in users only: a share token never opens a subscription.
    onSubscribe({ args, setResultAndStopExecution }) {
      const share = args.contextValue.shareLink;
      if (!share) return;
      setResultAndStopExecution({
        errors: [share.isOpen ? appError('FORBIDDEN', 'A share link opens only its concept’s shared view.') : share.error],
      });
    },
    onExecute({ args, setResultAndStopExecution }) {
      const share = args.contextValue.shareLink;
      if (!share) return;
      if (!share.isOpen) {
        setResultAndStopExecution({ errors: [share.error] });
        return;
      }
      const violation = findShareLinkViolation(args.schema, args.document, args.variableValues ?? undefined);
      if (violation) {
        args.contextValue.log.info({ violation }, 'share link request outside the shared view');
        setResultAndStopExecution({ errors: [appError('FORBIDDEN', 'A share link opens only its concept’s shared view.')] });
        return;
      }
      const conceptKeys = findConceptResponseKeys(args.document, args.operationName);
      if (conceptKeys.length === 0) return;
      return {
        async onExecuteDone({ result }) {
          if (isAsyncIterable(result)) return;
          const data = result.data as Record<string, unknown> | null | undefined;
          if (conceptKeys.some((key) => data?.[key] != null)) {
            await recordShareLinkOpen(args.contextValue.db, share.link, share.now);
          }
        },
      };
    },
  };
}
