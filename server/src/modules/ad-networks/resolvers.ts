import type { Resolvers } from '../../generated/resolvers.js';
import { importAdTree, previewAdTreeImport } from './import.js';
import {
  addAdNamingTemplate,
  deleteAdNamingTemplate,
  dryRunAdNamingTemplate,
  findAdLinkSettings,
  findAdLinkSuggestions,
  findAdNamingTemplates,
  reviewAdLinkSuggestions,
  runAdAutoLinking,
  updateAdLinkSettings,
} from './linking.js';
import { createAdAccount, deleteAdAccount, findAdAccounts, findAdAccountSyncRuns, syncAdAccountNow, updateAdAccount } from './service.js';

export const adNetworksResolvers: Resolvers = {
  Query: {
    adAccounts: (_parent, args, context) => findAdAccounts(context, args),
    adAccountSyncRuns: (_parent, args, context) => findAdAccountSyncRuns(context, args),
    adLinkSettings: (_parent, args, context) => findAdLinkSettings(context, args),
    adNamingTemplates: (_parent, args, context) => findAdNamingTemplates(context, args),
    adNamingTemplateDryRun: (_parent, args, context) => dryRunAdNamingTemplate(context, args),
    adLinkSuggestions: (_parent, args, context) => findAdLinkSuggestions(context, args),
  },
  AdSyncRun: {
    waitUntil: (run) => {
      const value = (run.summary as { waitUntil?: unknown } | null)?.waitUntil;
      return run.status === 'waiting' && typeof value === 'string' ? value : null;
    },
  },
  Mutation: {
    createAdAccount: (_parent, args, context) => createAdAccount(context, args),
    updateAdAccount: (_parent, args, context) => updateAdAccount(context, args),
    deleteAdAccount: (_parent, args, context) => deleteAdAccount(context, args),
    syncAdAccount: (_parent, args, context) => syncAdAccountNow(context, args),
    updateAdLinkSettings: (_parent, args, context) => updateAdLinkSettings(context, args),
    addAdNamingTemplate: (_parent, args, context) => addAdNamingTemplate(context, args),
    deleteAdNamingTemplate: (_parent, args, context) => deleteAdNamingTemplate(context, args),
    runAdAutoLinking: (_parent, args, context) => runAdAutoLinking(context, args),
    reviewAdLinkSuggestions: (_parent, args, context) => reviewAdLinkSuggestions(context, args),
    previewAdTreeImport: (_parent, args, context) => previewAdTreeImport(context, args),
    importAdTree: (_parent, args, context) => importAdTree(context, args),
  },
};
