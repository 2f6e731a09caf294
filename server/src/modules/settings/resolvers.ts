import type { Resolvers } from '../../generated/resolvers.js';
import {
  findApplicationUaSettings,
  findCreativeSettingsFieldViews,
  findUaSettingFields,
  setApplicationUaSettingValues,
} from './service.js';

export const settingsResolvers: Resolvers = {
  Query: {
    creativeSettingsFields: (_parent, args, context) => findCreativeSettingsFieldViews(context, args),
    uaSettingFields: (_parent, args, context) => findUaSettingFields(context, args),
    applicationUaSettings: (_parent, args, context) => findApplicationUaSettings(context, args),
  },
  Mutation: {
    setApplicationUaSettings: (_parent, { settings, ...args }, context) => setApplicationUaSettingValues(context, args, settings),
  },
};
