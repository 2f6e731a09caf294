import type { Resolvers } from '../../generated/resolvers.js';
import { createFolder, deleteFolder, findFolderTree, findNodeTypes, moveFolderBatch, updateFolder } from './service.js';
import { findVirtualNodes } from './virtual-nodes.js';

export const folderResolvers: Resolvers = {
  Query: {
    creativeNodes: (_parent, args, context) => findFolderTree(context, args),
    creativeNodeTypes: (_parent, _args, context) => findNodeTypes(context),
    creativeVirtualNodes: (_parent, args, context) => findVirtualNodes(context, args),
  },
  Mutation: {
    createCreativeNode: (_parent, { node, ...args }, context) => createFolder(context, args, node),
    updateCreativeNode: (_parent, { node, ...args }, context) => updateFolder(context, args, node),
    deleteCreativeNode: (_parent, args, context) => deleteFolder(context, args),
    updateMultipleCreativeNode: (_parent, { nodes, ...args }, context) => moveFolderBatch(context, args, nodes),
  },
};
