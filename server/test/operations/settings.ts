import type { ApiClient } from '../api-client.js';
import type { Tenant } from '../fixtures.js';
import { scoped, type TenantOperationCase } from './types.js';

const RATES_MANAGE = { allOf: ['creative:access', 'settings:updateUa'] } as const;
const RATES_CSV = 'date,currency,rate\n2026-03-02,EUR,1.0842\n2026-03-03,GBP,1.27\n';

/** A EUR rate into the tenant's first application's reporting currency (USD), entered by its admin. */
export async function createExchangeRate(owner: ApiClient, tenant: Tenant, day = '2026-03-01') {
  await owner.mustRequest(
    `mutation ($clientCode: String!, $applicationCode: String!, $day: String!) {
      setExchangeRate(clientCode: $clientCode, applicationCode: $applicationCode, day: $day, currency: "EUR", rate: 1.08) { day } }`,
    { ...scoped(tenant), day },
  );
  return { day, currency: 'EUR' };
}

export const settingsOperations: TenantOperationCase[] = [
  {
    field: 'creativeSettingsFields',
    document: `query ($clientCode: String!, $applicationCode: String!) { creativeSettingsFields(clientCode: $clientCode, applicationCode: $applicationCode) { code type } }`,
    requires: 'concept:view',
    arrange: async (tenant) => scoped(tenant),
  },
  {
    field: 'applicationUaSettings',
    document: `query ($clientCode: String!, $applicationCode: String!) { applicationUaSettings(clientCode: $clientCode, applicationCode: $applicationCode) { code value inheritedValue isInherited } }`,
    requires: 'creative:access',
    arrange: async (tenant) => scoped(tenant),
  },
  {
    field: 'setApplicationUaSettings',
    document: `mutation ($clientCode: String!, $applicationCode: String!) { setApplicationUaSettings(clientCode: $clientCode, applicationCode: $applicationCode, settings: { targetCpi: "2.5" }) { code value } }`,
    requires: 'settings:updateUa',
    arrange: async (tenant) => scoped(tenant),
  },
  {
    field: 'exchangeRates',
    document: `query ($clientCode: String!, $applicationCode: String!) {
      exchangeRates(clientCode: $clientCode, applicationCode: $applicationCode) { reportingCurrency totalItemCount items { day currency rate } } }`,
    requires: 'creative:access',
    arrange: async (tenant, owner) => {
      await createExchangeRate(owner, tenant);
      return scoped(tenant);
    },
  },
  {
    field: 'setExchangeRate',
    document: `mutation ($clientCode: String!, $applicationCode: String!) {
      setExchangeRate(clientCode: $clientCode, applicationCode: $applicationCode, day: "2026-03-04", currency: "EUR", rate: 1.09) { day rate } }`,
    requires: RATES_MANAGE,
    arrange: async (tenant) => scoped(tenant),
  },
  {
    field: 'deleteExchangeRate',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $day: String!, $currency: String!) {
      deleteExchangeRate(clientCode: $clientCode, applicationCode: $applicationCode, day: $day, currency: $currency) }`,
    requires: RATES_MANAGE,
    namesRecords: true,
    arrange: async (tenant, owner) => ({ ...scoped(tenant), ...(await createExchangeRate(owner, tenant, '2026-03-05')) }),
  },
  {
    field: 'previewExchangeRatesImport',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $csv: String!) {
      previewExchangeRatesImport(clientCode: $clientCode, applicationCode: $applicationCode, csv: $csv) { rowCount newCount errorCount } }`,
    requires: RATES_MANAGE,
    arrange: async (tenant) => ({ ...scoped(tenant), csv: RATES_CSV }),
  },
  {
    field: 'importExchangeRates',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $csv: String!) {
      importExchangeRates(clientCode: $clientCode, applicationCode: $applicationCode, csv: $csv) { writtenCount errorCount } }`,
    requires: RATES_MANAGE,
    arrange: async (tenant) => ({ ...scoped(tenant), csv: RATES_CSV }),
  },
];
