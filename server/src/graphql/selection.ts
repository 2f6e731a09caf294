import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields a request selects below the current field, at `path` (['items'] for a
 * page's rows), through fragments and aliases: lets a list resolver read only what is shown.
 * Fields under @skip or @include count as selected, which at worst reads a little more.
 */
export function selectedFieldNames(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  let sets = info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  for (const name of path) {
    sets = sets.flatMap((set) =>
      fieldsOf(set, info).flatMap((field) => (field.name.value === name && field.selectionSet ? [field.selectionSet] : [])),
    );
  }
  return new Set(sets.flatMap((set) => fieldsOf(set, info).map((field) => field.name.value)));
}

function fieldsOf(set: SelectionSetNode, info: GraphQLResolveInfo): FieldNode[] {
  return set.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet, info);
    const fragment = info.fragments[selection.name.value];
    return fragment ? fieldsOf(fragment.selectionSet, info) : [];
  });
}
