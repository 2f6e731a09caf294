import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { adCopies, adCopyTranslations, users } from '../../db/schema/index.js';

const creator = alias(users, 'ad_copy_creator');
const updater = alias(users, 'ad_copy_updater');

export type AdCopyRow = typeof adCopies.$inferSelect;

interface PersonView {
  emailAddress: string;
  firstName: string;
  lastName: string;
}

/** The GraphQL AdCopy, resolved in full (a page asks for few fields of few rows). */
export interface AdCopyView {
  code: string;
  name: string;
  type: string;
  status: string;
  adCopy: string;
  theme: string;
  headline: string;
  description: string;
  rankField: string | null;
  language: string;
  translations: { locale: string; headline: string | null; adCopy: string | null; description: string | null }[];
  audit: { createBy: PersonView | null; createDate: Date; updateBy: PersonView | null; updateDate: Date };
  version: number;
  viewerCanUpdate: boolean;
  viewerCanDelete: boolean;
}

const personColumns = (table: typeof creator | typeof updater) => ({
  emailAddress: table.emailAddress,
  firstName: table.firstName,
  lastName: table.lastName,
});

/** A left-joined person: null when the user is gone (shown as 'System'). */
function toPerson(person: { emailAddress: string | null; firstName: string | null; lastName: string | null } | null): PersonView | null {
  if (!person?.emailAddress) return null;
  return { emailAddress: person.emailAddress, firstName: person.firstName ?? '', lastName: person.lastName ?? '' };
}

/** The copies' rows with their people, in the order of `ids`. */
export async function loadAdCopyViews(
  db: Executor,
  ids: readonly string[],
  viewer: { canUpdate: boolean; canDelete: boolean },
): Promise<AdCopyView[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ row: adCopies, createBy: personColumns(creator), updateBy: personColumns(updater) })
    .from(adCopies)
    .leftJoin(creator, eq(creator.id, adCopies.createBy))
    .leftJoin(updater, eq(updater.id, adCopies.updateBy))
    .where(inArray(adCopies.id, [...ids]));
  const translations = await db
    .select()
    .from(adCopyTranslations)
    .where(inArray(adCopyTranslations.adCopyId, [...ids]))
    .orderBy(adCopyTranslations.locale);
  const byId = new Map(rows.map((entry) => [entry.row.id, entry]));
  const translationsById = new Map<string, (typeof translations)[number][]>();
  for (const translation of translations) {
    const list = translationsById.get(translation.adCopyId);
    if (list) list.push(translation);
    else translationsById.set(translation.adCopyId, [translation]);
  }
  return ids.flatMap((id) => {
    const entry = byId.get(id);
    if (!entry) return [];
    const { row } = entry;
    return [
      {
        code: row.code,
        name: row.name,
        type: row.type,
        status: row.status,
        adCopy: row.body,
        theme: row.theme,
        headline: row.headline,
        description: row.description,
        rankField: row.rankField,
        language: row.language,
        translations: (translationsById.get(id) ?? []).map((translation) => ({
          locale: translation.locale,
          headline: translation.headline,
          adCopy: translation.body,
          description: translation.description,
        })),
        audit: {
          createBy: toPerson(entry.createBy),
          createDate: row.createdAt,
          updateBy: toPerson(entry.updateBy),
          updateDate: row.updatedAt,
        },
        version: row.version,
        viewerCanUpdate: viewer.canUpdate,
        viewerCanDelete: viewer.canDelete,
      },
    ];
  });
}
