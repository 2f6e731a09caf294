import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { applications, clients, reportCategories, reports } from '../../db/schema/index.js';
import { generateCode } from '../../lib/codes.js';
import type { OutboundPolicy } from '../../lib/outbound/index.js';
import { notFound } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';
import type { Access } from '../tenancy/index.js';
import { probeUrl, type ReportReachability } from './reachability.js';

export interface ReportDeps {
  db: Database;
  access: Access;
}

const categorySchema = z.object({
  name: z.string().trim().min(1, 'Required').max(200),
  applicationCode: z.string().nullish(),
  product: z.string().trim().min(1).max(40).nullish(),
  sequenceId: z.number().int().min(0).nullish(),
  status: z.enum(['active', 'inactive']).nullish(),
});
const reportSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(200),
  // Reports are third-party dashboards shown in a sandboxed iframe: https only.
  url: z.url({ protocol: /^https$/, error: 'Must be an https URL.' }),
  sequenceId: z.number().int().min(0).nullish(),
});

export async function findReportCategories(
  deps: ReportDeps,
  args: { clientCode: string; applicationCode: string; product?: string | null },
) {
  const scope = await deps.access.require('reports:view', args);
  const categories = await deps.db
    .select()
    .from(reportCategories)
    .where(
      and(
        eq(reportCategories.clientId, scope.clientId),
        eq(reportCategories.product, args.product ?? 'creative'),
        eq(reportCategories.status, 'active'),
        or(isNull(reportCategories.applicationId), eq(reportCategories.applicationId, scope.application.id)),
      ),
    )
    .orderBy(asc(reportCategories.sequenceId), asc(reportCategories.name));
  return attachReports(deps.db, categories);
}

/**
 * Whether the server reaches a report's address, so the page can explain a report that will not
 * load (a frame from another site reports no error the page can read). Only a report the viewer can
 * see is tried, by its code: the caller never chooses the address.
 */
export async function checkReportReachability(
  deps: ReportDeps & { outboundPolicy: OutboundPolicy },
  args: { clientCode: string; applicationCode: string; reportCode: string },
): Promise<ReportReachability> {
  const scope = await deps.access.require('reports:view', args);
  const [report] = await deps.db
    .select({ url: reports.url })
    .from(reports)
    .innerJoin(reportCategories, eq(reportCategories.id, reports.categoryId))
    .where(
      and(
        eq(reports.code, args.reportCode),
        eq(reportCategories.clientId, scope.clientId),
        eq(reportCategories.status, 'active'),
        or(isNull(reportCategories.applicationId), eq(reportCategories.applicationId, scope.application.id)),
      ),
    );
  if (!report) throw notFound('Report not found');
  return probeUrl(report.url, { policy: deps.outboundPolicy });
}

async function attachReports(db: Database, categories: (typeof reportCategories.$inferSelect)[]) {
  if (categories.length === 0) return [];
  const rows = await db
    .select()
    .from(reports)
    .where(
      inArray(
        reports.categoryId,
        categories.map((category) => category.id),
      ),
    )
    .orderBy(asc(reports.sequenceId), asc(reports.name));
  return categories.map((category) => ({ ...category, gdsReports: rows.filter((report) => report.categoryId === category.id) }));
}

async function findClient(db: Database, clientCode: string) {
  const [client] = await db.select().from(clients).where(eq(clients.code, clientCode));
  if (!client) throw notFound('Client not found');
  return client;
}

async function findCategory(db: Database, clientId: string, categoryCode: string) {
  const [category] = await db
    .select()
    .from(reportCategories)
    .where(and(eq(reportCategories.clientId, clientId), eq(reportCategories.code, categoryCode)));
  if (!category) throw notFound('Report category not found');
  return category;
}

async function resolveApplicationId(db: Database, clientId: string, applicationCode: string | null | undefined) {
  if (!applicationCode) return null;
  const [application] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.clientId, clientId), eq(applications.code, applicationCode)));
  if (!application) throw notFound('Application not found');
  return application.id;
}

export async function createReportCategory(deps: ReportDeps, clientCode: string, input: unknown) {
  await deps.access.requireStaff();
  const client = await findClient(deps.db, clientCode);
  const value = parseInput(categorySchema, input);
  const [category] = await deps.db
    .insert(reportCategories)
    .values({
      clientId: client.id,
      applicationId: await resolveApplicationId(deps.db, client.id, value.applicationCode),
      code: generateCode('cat'),
      name: value.name,
      product: value.product ?? 'creative',
      sequenceId: value.sequenceId ?? 0,
      status: value.status ?? 'active',
    })
    .returning();
  return { ...category!, gdsReports: [] };
}

export async function updateReportCategory(deps: ReportDeps, clientCode: string, categoryCode: string, input: unknown) {
  await deps.access.requireStaff();
  const client = await findClient(deps.db, clientCode);
  const category = await findCategory(deps.db, client.id, categoryCode);
  const value = parseInput(categorySchema, input);
  const [updated] = await deps.db
    .update(reportCategories)
    .set({
      name: value.name,
      applicationId:
        value.applicationCode === undefined
          ? category.applicationId
          : await resolveApplicationId(deps.db, client.id, value.applicationCode),
      product: value.product ?? category.product,
      sequenceId: value.sequenceId ?? category.sequenceId,
      status: value.status ?? category.status,
    })
    .where(eq(reportCategories.id, category.id))
    .returning();
  return (await attachReports(deps.db, [updated!]))[0]!;
}

export async function deleteReportCategory(deps: ReportDeps, clientCode: string, categoryCode: string) {
  await deps.access.requireStaff();
  const client = await findClient(deps.db, clientCode);
  const category = await findCategory(deps.db, client.id, categoryCode);
  await deps.db.delete(reportCategories).where(eq(reportCategories.id, category.id));
  return true;
}

export async function createReport(deps: ReportDeps, clientCode: string, categoryCode: string, input: unknown) {
  await deps.access.requireStaff();
  const client = await findClient(deps.db, clientCode);
  const category = await findCategory(deps.db, client.id, categoryCode);
  const value = parseInput(reportSchema, input);
  const [report] = await deps.db
    .insert(reports)
    .values({ categoryId: category.id, code: generateCode('rpt'), name: value.name, url: value.url, sequenceId: value.sequenceId ?? 0 })
    .returning();
  return report!;
}

export async function deleteReport(deps: ReportDeps, clientCode: string, reportCode: string) {
  await deps.access.requireStaff();
  const client = await findClient(deps.db, clientCode);
  const [report] = await deps.db
    .select({ id: reports.id })
    .from(reports)
    .innerJoin(reportCategories, eq(reportCategories.id, reports.categoryId))
    .where(and(eq(reportCategories.clientId, client.id), eq(reports.code, reportCode)));
  if (!report) throw notFound('Report not found');
  await deps.db.delete(reports).where(eq(reports.id, report.id));
  return true;
}
