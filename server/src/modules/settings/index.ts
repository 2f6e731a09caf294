/** settings: creative settings fields (per client and application), UA settings, the reporting currency and exchange rates. */
import { findSchemaPath, type GraphQLModule } from '../../graphql/module.js';
import { settingsResolvers } from './resolvers.js';

export const settingsModule: GraphQLModule = {
  name: 'settings',
  schemaPath: findSchemaPath(import.meta.url),
  resolvers: settingsResolvers,
};

export { findCreativeSettingsFields, validateConceptSettings, type CreativeSettingsFieldRow } from './creative-settings.js';
export { syncSettingsDefinitions } from './definitions.js';
export { readReportingCurrency } from './reporting-currency.js';
