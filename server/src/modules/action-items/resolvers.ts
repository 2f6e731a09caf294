import type { Resolvers } from '../../generated/resolvers.js';
import { createCategory, findCategories, updateCategory } from './categories.js';
import { findMyActionItems, updateUserActionItem } from './my-items.js';
import { createActionItem, findActionItems, updateActionItem } from './service.js';

export const actionItemResolvers: Resolvers = {
  Query: {
    actionItemCategories: (_parent, { clientCode, filter }, context) => findCategories(context, clientCode, filter),
    actionItems: (_parent, { clientCode, filter }, context) => findActionItems(context, clientCode, filter),
    myActionItems: (_parent, { filter }, context) => findMyActionItems(context, filter),
  },
  Mutation: {
    createActionItem: (_parent, { clientCode, actionItem }, context) => createActionItem(context, clientCode, actionItem),
    updateActionItem: (_parent, { clientCode, actionItemCode, actionItem }, context) =>
      updateActionItem(context, clientCode, actionItemCode, actionItem),
    updateUserActionItem: (_parent, { actionItemCode, actionItem }, context) => updateUserActionItem(context, actionItemCode, actionItem),
    createActionItemCategory: (_parent, { clientCode, category }, context) => createCategory(context, clientCode, category),
    updateActionItemCategory: (_parent, { clientCode, categoryCode, category }, context) =>
      updateCategory(context, clientCode, categoryCode, category),
  },
};
