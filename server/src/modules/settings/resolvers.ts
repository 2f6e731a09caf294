import type { Resolvers } from '../../generated/resolvers.js';
import {
  deleteExchangeRate,
  findExchangeRates,
  importExchangeRates,
  previewExchangeRatesImport,
  setExchangeRate,
} from './exchange-rates.js';
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
    exchangeRates: (_parent, args, context) => findExchangeRates(context, args),
  },
  Mutation: {
    setApplicationUaSettings: (_parent, { settings, ...args }, context) => setApplicationUaSettingValues(context, args, settings),
    setExchangeRate: (_parent, args, context) => setExchangeRate(context, args),
    deleteExchangeRate: (_parent, args, context) => deleteExchangeRate(context, args),
    previewExchangeRatesImport: (_parent, args, context) => previewExchangeRatesImport(context, args),
    importExchangeRates: (_parent, args, context) => importExchangeRates(context, args),
  },
};
