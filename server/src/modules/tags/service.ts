import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { creativeTags } from '../../db/schema/index.js';
import { generateCode } from '../../lib/codes.js';
import { badInput } from '../../lib/errors.js';
import type { Access, AccessRule } from '../tenancy/index.js';

export interface TagDeps {
  db: Database;
  access: Access;
}

/** Tags are created inline from the concept form: whoever may create or edit concepts may add one. */
const TAG_CREATOR: AccessRule = { allOf: ['creative:access'], anyOf: ['concept:create', 'concept:update'] };

/** The fixed purple of tags created inline from the concept form. */
export const INLINE_TAG_COLOR = '#7B1FA2';

export async function findTags(
  deps: TagDeps,
  args: { clientCode: string; applicationCode?: string | null; onlyIncludeUsedTags?: boolean | null },
) {
  const scope = await deps.access.require('creative:access', args);
  const applicationFilter = scope.application
    ? or(isNull(creativeTags.applicationId), eq(creativeTags.applicationId, scope.application.id))
    : undefined;
  const used = args.onlyIncludeUsedTags
    ? sql`exists (select 1 from concept_tags ct join concepts c on c.id = ct.concept_id where ct.tag_id = ${creativeTags.id} and c.deleted_at is null)`
    : undefined;
  return deps.db
    .select({ code: creativeTags.code, name: creativeTags.name, color: creativeTags.color })
    .from(creativeTags)
    .where(and(eq(creativeTags.clientId, scope.clientId), applicationFilter, used))
    .orderBy(asc(creativeTags.name));
}

export async function createTag(
  deps: TagDeps,
  clientCode: string,
  input: { applicationCode?: string | null; name: string; color?: string | null },
) {
  const scope = await deps.access.require(TAG_CREATOR, { clientCode, applicationCode: input.applicationCode });
  const name = input.name.trim();
  if (!name) throw badInput('Tag name is required.', [{ field: 'name', message: 'Required.' }]);
  if (name.length > 60) throw badInput('Tag name is too long (60 characters at most).', [{ field: 'name', message: 'Too long.' }]);
  const color = input.color ?? INLINE_TAG_COLOR;
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) throw badInput('Colour must look like #7B1FA2.', [{ field: 'color', message: 'Invalid colour.' }]);
  const application = scope.application ?? null;
  return deps.db.transaction(async (tx) => {
    // Same name in the same place: return the existing tag instead of a look-alike duplicate.
    const [existing] = await tx
      .select({ code: creativeTags.code, name: creativeTags.name, color: creativeTags.color })
      .from(creativeTags)
      .where(
        and(
          eq(creativeTags.clientId, scope.clientId),
          application ? eq(creativeTags.applicationId, application.id) : isNull(creativeTags.applicationId),
          sql`lower(${creativeTags.name}) = ${name.toLowerCase()}`,
        ),
      );
    if (existing) return existing;
    const [created] = await tx
      .insert(creativeTags)
      .values({
        clientId: scope.clientId,
        applicationId: application?.id ?? null,
        code: generateCode('tag'),
        name,
        color: color.toUpperCase(),
      })
      .returning({ code: creativeTags.code, name: creativeTags.name, color: creativeTags.color });
    return created!;
  });
}
