import { createConcept } from '../concept-fixtures.js';
import { scoped, type TenantOperationCase } from './types.js';

const PERFORMANCE = { allOf: ['creative:access', 'creativePerformance:view'] } as const;
const ANALYTICS = { allOf: ['creative:access', 'analytics:view'] } as const;
const IMPORT = { allOf: ['creative:access', 'adAccount:manage'] } as const;
const RANGE = { from: '2026-01-01', to: '2026-01-31' };
const CSV = 'date,ad,impressions,clicks,installs,spend\n2026-01-02,no-such-ad,1000,10,2,5\n';

export const analyticsOperations: TenantOperationCase[] = [
  {
    field: 'creativePerformance',
    document: `query ($clientCode: String!, $applicationCode: String!, $from: String!, $to: String!) {
      creativePerformance(clientCode: $clientCode, applicationCode: $applicationCode, from: $from, to: $to, groupBy: "concept") { currency rows { code rank } } }`,
    requires: PERFORMANCE,
    arrange: async (tenant) => ({ ...scoped(tenant), ...RANGE }),
  },
  {
    field: 'creativePerformanceTrend',
    document: `query ($clientCode: String!, $applicationCode: String!, $from: String!, $to: String!, $codes: [String!]!) {
      creativePerformanceTrend(clientCode: $clientCode, applicationCode: $applicationCode, from: $from, to: $to, groupBy: "concept", codes: $codes) { code days { day } } }`,
    requires: PERFORMANCE,
    namesRecords: true,
    arrange: async (tenant, owner) => ({ ...scoped(tenant), ...RANGE, codes: [(await createConcept(owner, tenant)).code] }),
  },
  {
    field: 'exportCreativePerformance',
    document: `query ($clientCode: String!, $applicationCode: String!, $from: String!, $to: String!) {
      exportCreativePerformance(clientCode: $clientCode, applicationCode: $applicationCode, from: $from, to: $to, groupBy: "tag") }`,
    requires: PERFORMANCE,
    arrange: async (tenant) => ({ ...scoped(tenant), ...RANGE }),
  },
  {
    field: 'conceptAnalytics',
    document: `query ($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $from: String!, $to: String!) {
      conceptAnalytics(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode, from: $from, to: $to) { conceptCode headline { spend } } }`,
    requires: ANALYTICS,
    namesRecords: true,
    arrange: async (tenant, owner) => ({ ...scoped(tenant), ...RANGE, conceptCode: (await createConcept(owner, tenant)).code }),
  },
  {
    field: 'creativeFatigueFlags',
    document: `query ($clientCode: String!, $applicationCode: String!) {
      creativeFatigueFlags(clientCode: $clientCode, applicationCode: $applicationCode) { conceptCode onsetDay } }`,
    requires: { allOf: ['creative:access'], anyOf: ['analytics:view', 'creativePerformance:view'] },
    arrange: async (tenant) => scoped(tenant),
  },
  {
    field: 'adCopyPerformanceRanks',
    document: `query ($clientCode: String!, $applicationCode: String!, $from: String!, $to: String!) {
      adCopyPerformanceRanks(clientCode: $clientCode, applicationCode: $applicationCode, from: $from, to: $to) { adCopyCode rank } }`,
    requires: { allOf: ['creative:access', 'adCopy:view', 'creativePerformance:view'] },
    arrange: async (tenant) => ({ ...scoped(tenant), ...RANGE }),
  },
  {
    field: 'previewAdMetricsImport',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $csv: String!) {
      previewAdMetricsImport(clientCode: $clientCode, applicationCode: $applicationCode, csv: $csv) { writeCount errorCount } }`,
    requires: IMPORT,
    arrange: async (tenant) => ({ ...scoped(tenant), csv: CSV }),
  },
  {
    field: 'importAdMetrics',
    document: `mutation ($clientCode: String!, $applicationCode: String!, $csv: String!) {
      importAdMetrics(clientCode: $clientCode, applicationCode: $applicationCode, csv: $csv) { writtenCount errorCount } }`,
    requires: IMPORT,
    arrange: async (tenant) => ({ ...scoped(tenant), csv: CSV }),
  },
];
