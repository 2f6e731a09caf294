import type { CreativeNodeInput } from '../../gql/graphql';
import type { FolderFormOutput } from './folder-form-schema';
import type { FolderMove } from './folder-move';
import type { FolderNode } from './folder-tree-data';

/**
 * What a folder panel changes on the server, one adapter per tree: the concept tree's creativeNode
 * mutations or an asset tree's creativeConceptNode ones. Each call refreshes the queries it
 * affects and rejects with the server's error.
 */
export interface FolderMutations {
  createFolder: (values: FolderFormOutput) => Promise<unknown>;
  updateFolder: (folder: FolderNode, values: FolderFormOutput) => Promise<unknown>;
  deleteFolder: (folder: FolderNode) => Promise<unknown>;
  /** The planned drop (computeFolderMove), in one request. */
  moveFolders: (moves: FolderMove[]) => Promise<unknown>;
}

/** A new folder from the form: first among its siblings, under the chosen parent or at the top level. */
function toCreateNodeInput(values: FolderFormOutput): CreativeNodeInput {
  return {
    name: values.name,
    status: values.status,
    nodeType: { code: values.nodeTypeCode },
    sequenceId: 0,
    ...(values.parentId ? { parentCreativeNode: { code: values.parentId } } : {}),
  };
}

/** An edit from the form; the version refuses a save over someone else's change. */
function toUpdateNodeInput(folder: FolderNode, values: FolderFormOutput): CreativeNodeInput {
  return { name: values.name, status: values.status, nodeType: { code: values.nodeTypeCode }, version: folder.version };
}

type Mutate<Variables> = (options: { variables: Variables }) => Promise<unknown>;

/**
 * A tree's four mutation functions (useMutation's), bound to the tree they change: the
 * application ({ clientCode, applicationCode }) or the concept ({ clientCode, conceptCode }).
 */
export function bindFolderMutations<Tree extends object>(
  tree: Tree,
  mutate: {
    create: Mutate<Tree & { node: CreativeNodeInput }>;
    update: Mutate<Tree & { nodeCode: string; node: CreativeNodeInput }>;
    remove: Mutate<Tree & { nodeCode: string }>;
    move: Mutate<Tree & { nodes: FolderMove[] }>;
  },
): FolderMutations {
  return {
    createFolder: (values) => mutate.create({ variables: { ...tree, node: toCreateNodeInput(values) } }),
    updateFolder: (folder, values) =>
      mutate.update({ variables: { ...tree, nodeCode: folder.id, node: toUpdateNodeInput(folder, values) } }),
    deleteFolder: (folder) => mutate.remove({ variables: { ...tree, nodeCode: folder.id } }),
    moveFolders: (moves) => mutate.move({ variables: { ...tree, nodes: moves } }),
  };
}
