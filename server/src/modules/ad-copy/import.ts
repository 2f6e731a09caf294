import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { adCopies } from '../../db/schema/index.js';
import type { ApplicationScope } from '../tenancy/index.js';
import { adCopyCsvFields, parseAdCopyCsv, planImport, writeAdCopyCsvRows, type PlannedRow } from './csv.js';
import { buildAdCopyConditions, type AdCopyFilterInput } from './filter.js';
import { readKnownNetworks } from './networks.js';
import { AD_COPY_IMPORT, AD_COPY_VIEW } from './rules.js';
import { insertAdCopies, writeAdCopyUpdate, type AdCopyDeps } from './service.js';
import { loadAdCopyViews, type AdCopyView } from './views.js';

interface Target {
  clientCode: string;
  applicationCode: string;
}

/** Creates are written in batches of this many rows (one statement each). */
const INSERT_BATCH = 250;

/** The plan for a file against the application's copies as they are now (read inside the caller's transaction when writing). */
async function planFile(db: Database | Transaction, scope: ApplicationScope, csv: string, options: { lock: boolean }) {
  const parsed = parseAdCopyCsv(csv);
  const codeColumn = parsed.columns.findIndex((column) => column.kind === 'base' && column.name === 'code');
  const wanted =
    codeColumn < 0 ? [] : [...new Set(parsed.records.map((record) => record.cells[codeColumn]?.trim()).filter(Boolean) as string[])];
  const query = db
    .select({ id: adCopies.id, code: adCopies.code, language: adCopies.language, version: adCopies.version })
    .from(adCopies)
    .where(and(eq(adCopies.applicationId, scope.application.id), inArray(adCopies.code, wanted.length ? wanted : [''])));
  const rows = options.lock ? await query.for('update') : await query;
  const existing = new Map(rows.map((row) => [row.code, row]));
  return { plan: planImport(parsed, existing), existing };
}

const summarise = (plan: PlannedRow[]) => ({
  createCount: plan.filter((row) => row.action === 'create').length,
  updateCount: plan.filter((row) => row.action === 'update').length,
  errorCount: plan.filter((row) => row.action === 'error').length,
});

export async function previewAdCopyImport(deps: AdCopyDeps, args: Target & { csv: string }) {
  const scope = await deps.access.require(AD_COPY_IMPORT, args);
  const { plan } = await planFile(deps.db, scope, args.csv, { lock: false });
  return {
    ...summarise(plan),
    rows: plan.map((row) => ({ line: row.line, action: row.action, code: row.code, name: row.name, errors: row.errors })),
  };
}

/**
 * Writes a file's valid rows in one transaction: the plan is made again inside it, on locked rows,
 * so it is what the preview showed unless someone changed the copies in between.
 */
export async function runAdCopyImport(db: Database, scope: ApplicationScope, userId: string, csv: string) {
  return db.transaction(async (tx) => {
    const { plan, existing } = await planFile(tx, scope, csv, { lock: true });
    const creates = plan.flatMap((row) => (row.action === 'create' ? [row] : []));
    for (let start = 0; start < creates.length; start += INSERT_BATCH) {
      await insertAdCopies(tx, scope, userId, creates.slice(start, start + INSERT_BATCH));
    }
    const updates = plan.flatMap((row) => (row.action === 'update' ? [row] : []));
    for (const row of updates) {
      const current = existing.get(row.code)!;
      const [locked] = await tx.select().from(adCopies).where(eq(adCopies.id, current.id));
      await writeAdCopyUpdate(tx, locked!, userId, {
        values: row.values,
        translations: row.translations,
        replaceLocales: row.replaceLocales,
      });
    }
    const { errorCount } = summarise(plan);
    return { createdCount: creates.length, updatedCount: updates.length, skippedCount: errorCount };
  });
}

export async function importAdCopies(deps: AdCopyDeps, args: Target & { csv: string }) {
  const scope = await deps.access.require(AD_COPY_IMPORT, args);
  const viewer = await deps.access.requireViewer();
  return runAdCopyImport(deps.db, scope, viewer.userId, args.csv);
}

/**
 * The most rows one export writes, newest first. The answer carries the number the filter matched
 * too, so a cut-short file is said to be one (docs/decisions/ad-copy.md) rather than passing for the list.
 */
export const MAX_EXPORT_ROWS = 10_000;

/**
 * Rows an export reads and writes at a time: between parts the request yields, so that an instance
 * exporting 10,000 copies keeps answering other requests (each part's statements are short, and
 * other requests' statements and JavaScript run between them).
 */
export const EXPORT_PART_ROWS = 500;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The filtered copies as CSV, at most MAX_EXPORT_ROWS of them, with how many the filter matched. */
export async function runAdCopyExport(db: Database, scope: ApplicationScope, filter: AdCopyFilterInput | null | undefined) {
  const where = buildAdCopyConditions(scope.application.id, filter, await readKnownNetworks(db));
  const [total] = await db.select({ value: count() }).from(adCopies).where(where);
  const ids = await db
    .select({ id: adCopies.id })
    .from(adCopies)
    .where(where)
    .orderBy(desc(adCopies.createdAt), desc(adCopies.id))
    .limit(MAX_EXPORT_ROWS);
  const views: AdCopyView[] = [];
  for (let start = 0; start < ids.length; start += EXPORT_PART_ROWS) {
    await nextTurn();
    const part = ids.slice(start, start + EXPORT_PART_ROWS).map((row) => row.id);
    views.push(...(await loadAdCopyViews(db, part, { canUpdate: false, canDelete: false })));
  }
  const fields = adCopyCsvFields(views);
  const parts: string[] = [];
  for (let start = 0; start === 0 || start < views.length; start += EXPORT_PART_ROWS) {
    if (start > 0) await nextTurn();
    parts.push(writeAdCopyCsvRows(views.slice(start, start + EXPORT_PART_ROWS), fields, { withHeader: start === 0 }));
  }
  return { csv: parts.join('\r\n'), rowCount: views.length, totalItemCount: Number(total?.value ?? 0) };
}

export async function exportAdCopies(deps: AdCopyDeps, args: Target & { filter?: AdCopyFilterInput | null }) {
  const scope = await deps.access.require(AD_COPY_VIEW, args);
  return runAdCopyExport(deps.db, scope, args.filter);
}
