import type { Resolvers } from '../../generated/resolvers.js';
import { exportAdCopies, importAdCopies, previewAdCopyImport } from './import.js';
import { findAdCopyNetworks, findLengthRules, saveLengthRule } from './networks.js';
import { addAdCopy, deleteAdCopy, findAdCopies, findAdCopy, updateAdCopy } from './service.js';

export const adCopyResolvers: Resolvers = {
  Query: {
    adCopies: (_parent, args, context) => findAdCopies(context, args),
    adCopy: (_parent, args, context) => findAdCopy(context, args),
    adCopyNetworks: (_parent, args, context) => findAdCopyNetworks(context, args),
    adCopyLengthRules: (_parent, _args, context) => findLengthRules(context),
    exportAdCopies: (_parent, args, context) => exportAdCopies(context, args),
  },
  Mutation: {
    addAdCopy: (_parent, args, context) => addAdCopy(context, args),
    updateAdCopy: (_parent, args, context) => updateAdCopy(context, args),
    deleteAdCopy: (_parent, args, context) => deleteAdCopy(context, args),
    previewAdCopyImport: (_parent, args, context) => previewAdCopyImport(context, args),
    importAdCopies: (_parent, args, context) => importAdCopies(context, args),
    saveAdCopyLengthRule: (_parent, { rule }, context) => saveLengthRule(context, rule),
  },
};
