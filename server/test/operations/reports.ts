import { platformAdmin } from '../fixtures.js';
import { scoped, type TenantOperationCase } from './types.js';

async function createCategory(clientCode: string) {
  const admin = await platformAdmin();
  const data = await admin.mustRequest<{ createGdsReportCategory: { code: string } }>(
    `mutation ($c: String!) { createGdsReportCategory(clientCode: $c, category: { name: "Sales" }) { code } }`,
    { c: clientCode },
  );
  return data.createGdsReportCategory.code;
}

/** A report of the tenant; its address is a loopback one, which the reachability check never tries. */
async function createReportCode(clientCode: string) {
  const admin = await platformAdmin();
  const category = await createCategory(clientCode);
  const data = await admin.mustRequest<{ createGdsReport: { code: string } }>(
    `mutation ($c: String!, $cat: String!) { createGdsReport(clientCode: $c, categoryCode: $cat, report: { name: "Local", url: "https://127.0.0.1/r" }) { code } }`,
    { c: clientCode, cat: category },
  );
  return data.createGdsReport.code;
}

export const reportOperations: TenantOperationCase[] = [
  {
    field: 'gdsReportCategories',
    document: `query ($clientCode: String!, $applicationCode: String!) { gdsReportCategories(clientCode: $clientCode, applicationCode: $applicationCode) { code name gdsReports { code url } } }`,
    requires: 'reports:view',
    arrange: async (tenant) => scoped(tenant),
  },
  {
    field: 'gdsReportReachability',
    document: `query ($clientCode: String!, $applicationCode: String!, $code: String!) { gdsReportReachability(clientCode: $clientCode, applicationCode: $applicationCode, reportCode: $code) { isReachable problem } }`,
    requires: 'reports:view',
    arrange: async (tenant) => ({ ...scoped(tenant), code: await createReportCode(tenant.clientCode) }),
    namesRecords: true,
  },
  {
    field: 'createGdsReportCategory',
    document: `mutation ($clientCode: String!) { createGdsReportCategory(clientCode: $clientCode, category: { name: "Performance" }) { code } }`,
    requires: 'staff',
    arrange: async (tenant) => ({ clientCode: tenant.clientCode }),
  },
  {
    field: 'updateGdsReportCategory',
    document: `mutation ($clientCode: String!, $code: String!) { updateGdsReportCategory(clientCode: $clientCode, categoryCode: $code, category: { name: "Renamed" }) { code } }`,
    requires: 'staff',
    arrange: async (tenant) => ({ clientCode: tenant.clientCode, code: await createCategory(tenant.clientCode) }),
  },
  {
    field: 'deleteGdsReportCategory',
    document: `mutation ($clientCode: String!, $code: String!) { deleteGdsReportCategory(clientCode: $clientCode, categoryCode: $code) }`,
    requires: 'staff',
    arrange: async (tenant) => ({ clientCode: tenant.clientCode, code: await createCategory(tenant.clientCode) }),
  },
  {
    field: 'createGdsReport',
    document: `mutation ($clientCode: String!, $code: String!) { createGdsReport(clientCode: $clientCode, categoryCode: $code, report: { name: "Weekly", url: "https://example.com/r" }) { code } }`,
    requires: 'staff',
    arrange: async (tenant) => ({ clientCode: tenant.clientCode, code: await createCategory(tenant.clientCode) }),
  },
  {
    field: 'deleteGdsReport',
    document: `mutation ($clientCode: String!, $code: String!) { deleteGdsReport(clientCode: $clientCode, reportCode: $code) }`,
    requires: 'staff',
    arrange: async (tenant) => ({ clientCode: tenant.clientCode, code: await createReportCode(tenant.clientCode) }),
  },
];
