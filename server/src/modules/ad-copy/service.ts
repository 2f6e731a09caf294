import { MAX_PAGE_SIZE } from '@atelier/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { adCopies, adCopyTranslations } from '../../db/schema/index.js';
import { badInput, conflict, notFound } from '../../lib/errors.js';
import type { Access, ApplicationScope } from '../tenancy/index.js';
import { generateAdCopyCode } from './codes.js';
import { buildAdCopyConditions, type AdCopyFilterInput } from './filter.js';
import { measureTexts, normaliseAdCopy, type AdCopyFields, type AdCopyValues, type TranslationValues } from './input.js';
import { readKnownNetworks } from './networks.js';
import { AD_COPY_CREATE, AD_COPY_DELETE, AD_COPY_NOT_FOUND, AD_COPY_UPDATE, AD_COPY_VIEW, STALE_AD_COPY } from './rules.js';
import { loadAdCopyViews, type AdCopyRow } from './views.js';

export interface AdCopyDeps {
  db: Database;
  access: Access;
}

interface Target {
  clientCode: string;
  applicationCode: string;
}

/** What the viewer may do to the copies of this application (the viewerCan* fields). */
async function viewerRights(deps: AdCopyDeps, target: Target) {
  const [canUpdate, canDelete] = await Promise.all([deps.access.can(AD_COPY_UPDATE, target), deps.access.can(AD_COPY_DELETE, target)]);
  return { canUpdate, canDelete };
}

export async function findAdCopies(
  deps: AdCopyDeps,
  args: Target & { filter?: AdCopyFilterInput | null; offset?: number | null; limit?: number | null },
) {
  const scope = await deps.access.require(AD_COPY_VIEW, args);
  const offset = args.offset ?? 0;
  const limit = args.limit ?? 50;
  if (offset < 0) throw badInput('Offset must be 0 or more.', [{ field: 'offset', message: 'Must be 0 or more.' }]);
  if (limit < 1 || limit > MAX_PAGE_SIZE)
    throw badInput(`Limit must be 1 to ${MAX_PAGE_SIZE}.`, [{ field: 'limit', message: `Must be 1 to ${MAX_PAGE_SIZE}.` }]);
  const where = buildAdCopyConditions(scope.application.id, args.filter, await readKnownNetworks(deps.db));
  const [total] = await deps.db.select({ value: count() }).from(adCopies).where(where);
  const ids = await deps.db
    .select({ id: adCopies.id })
    .from(adCopies)
    .where(where)
    .orderBy(desc(adCopies.createdAt), desc(adCopies.id))
    .offset(offset)
    .limit(limit);
  const items = await loadAdCopyViews(
    deps.db,
    ids.map((row) => row.id),
    await viewerRights(deps, args),
  );
  return { totalItemCount: Number(total?.value ?? 0), items };
}

export async function findAdCopyRow(db: Executor, scope: ApplicationScope, code: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(adCopies)
    .where(and(eq(adCopies.applicationId, scope.application.id), eq(adCopies.code, code)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(AD_COPY_NOT_FOUND);
  return row;
}

export async function findAdCopy(deps: AdCopyDeps, args: Target & { adCopyCode: string }) {
  const scope = await deps.access.require(AD_COPY_VIEW, args);
  const row = await findAdCopyRow(deps.db, scope, args.adCopyCode);
  const [view] = await loadAdCopyViews(deps.db, [row.id], await viewerRights(deps, args));
  return view!;
}

function throwIfInvalid(result: ReturnType<typeof normaliseAdCopy>) {
  if (!result.ok) throw badInput(result.errors.map((error) => error.message).join(' '), result.errors);
  return result;
}

/** Refuses a translation in the copy's own default language (the default texts are that language). */
function checkTranslationLanguages(language: string, translations: TranslationValues[] | null) {
  const clash = translations?.find((translation) => translation.locale === language);
  if (clash)
    throw badInput(`Language '${language}' is the default language already.`, [{ field: 'translations', message: 'Default language.' }]);
}

export async function addAdCopy(deps: AdCopyDeps, args: Target & { adCopy: AdCopyFields }) {
  const scope = await deps.access.require(AD_COPY_CREATE, args);
  const viewer = await deps.access.requireViewer();
  const { values, translations } = throwIfInvalid(normaliseAdCopy(args.adCopy, 'create'));
  checkTranslationLanguages(values.language!, translations);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await insertAdCopies(tx, scope, viewer.userId, [{ values, translations }]);
    return row!.id;
  });
  const [view] = await loadAdCopyViews(deps.db, [id], await viewerRights(deps, args));
  return view!;
}

/** Inserts new copies (defaults already applied by normaliseAdCopy) with their translations. */
export async function insertAdCopies(
  tx: Transaction,
  scope: ApplicationScope,
  userId: string,
  copies: { values: AdCopyValues; translations: TranslationValues[] | null }[],
) {
  if (!copies.length) return [];
  // One statement stamps every row with the same time; a millisecond apart keeps the given order
  // in the newest-first list (the first copy given is listed first).
  const start = Date.now();
  const rows = await tx
    .insert(adCopies)
    .values(
      copies.map(({ values }, index) => ({
        clientId: scope.clientId,
        applicationId: scope.application.id,
        code: generateAdCopyCode(),
        name: values.name!,
        type: values.type!,
        status: values.status!,
        theme: values.theme!,
        headline: values.headline!,
        body: values.body!,
        description: values.description ?? '',
        rankField: values.rankField ?? null,
        language: values.language!,
        measures: measureTexts({ headline: values.headline!, body: values.body! }),
        createBy: userId,
        updateBy: userId,
        createdAt: new Date(start - index),
        updatedAt: new Date(start - index),
      })),
    )
    .returning({ id: adCopies.id, code: adCopies.code });
  const translationRows = copies.flatMap(({ translations }, index) =>
    (translations ?? []).map((translation) => translationRow(rows[index]!.id, translation)),
  );
  if (translationRows.length) await tx.insert(adCopyTranslations).values(translationRows);
  return rows;
}

function translationRow(adCopyId: string, translation: TranslationValues) {
  return {
    adCopyId,
    locale: translation.locale,
    headline: translation.headline,
    body: translation.body,
    description: translation.description,
    measures: measureTexts(translation),
  };
}

/**
 * Writes an update to a locked row: the columns given, the measures again, the version check (a
 * save from a stale copy is refused), and the translations of `replaceLocales` (all when null).
 */
export async function writeAdCopyUpdate(
  tx: Transaction,
  row: AdCopyRow,
  userId: string,
  change: { values: AdCopyValues; translations: TranslationValues[] | null; replaceLocales?: readonly string[] | null },
) {
  const { values, translations } = change;
  const next = {
    headline: values.headline ?? row.headline,
    body: values.body ?? row.body,
    description: values.description ?? row.description,
  };
  const [updated] = await tx
    .update(adCopies)
    .set({ ...values, measures: measureTexts(next), version: sql`${adCopies.version} + 1`, updateBy: userId, updatedAt: new Date() })
    .where(and(eq(adCopies.id, row.id), eq(adCopies.version, row.version)))
    .returning({ id: adCopies.id });
  if (!updated) throw conflict(STALE_AD_COPY);
  if (translations) {
    const locales = change.replaceLocales ?? null;
    await tx
      .delete(adCopyTranslations)
      .where(
        locales
          ? and(eq(adCopyTranslations.adCopyId, row.id), sql`${adCopyTranslations.locale} = any(${sql.param([...locales])}::text[])`)
          : eq(adCopyTranslations.adCopyId, row.id),
      );
    if (translations.length)
      await tx.insert(adCopyTranslations).values(translations.map((translation) => translationRow(row.id, translation)));
  }
}

export async function updateAdCopy(
  deps: AdCopyDeps,
  args: Target & { adCopyCode: string; adCopy: AdCopyFields & { version?: number | null } },
) {
  const scope = await deps.access.require(AD_COPY_UPDATE, args);
  const viewer = await deps.access.requireViewer();
  const { values, translations } = throwIfInvalid(normaliseAdCopy(args.adCopy, 'update'));
  const id = await deps.db.transaction(async (tx) => {
    const row = await findAdCopyRow(tx, scope, args.adCopyCode, { forUpdate: true });
    if (args.adCopy.version != null && args.adCopy.version !== row.version) throw conflict(STALE_AD_COPY);
    const language = values.language ?? row.language;
    checkTranslationLanguages(language, translations);
    if (values.language && values.language !== row.language && !translations) {
      // A new default language must not also be a translation: that translation goes.
      await tx
        .delete(adCopyTranslations)
        .where(and(eq(adCopyTranslations.adCopyId, row.id), eq(adCopyTranslations.locale, values.language)));
    }
    await writeAdCopyUpdate(tx, row, viewer.userId, { values, translations });
    return row.id;
  });
  const [view] = await loadAdCopyViews(deps.db, [id], await viewerRights(deps, args));
  return view!;
}

export async function deleteAdCopy(deps: AdCopyDeps, args: Target & { adCopyCode: string }) {
  const scope = await deps.access.require(AD_COPY_DELETE, args);
  await deps.db.transaction(async (tx) => {
    const row = await findAdCopyRow(tx, scope, args.adCopyCode, { forUpdate: true });
    await tx.delete(adCopies).where(eq(adCopies.id, row.id));
  });
  return true;
}
