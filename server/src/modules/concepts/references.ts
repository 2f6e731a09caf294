import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { conceptApplications, concepts, conceptTags, creativeNodes } from '../../db/schema/index.js';
import { toFoundLookup, settleLookup, type Lookup } from '../../lib/lookup.js';
import { findCreativeSettingsFields } from '../settings/index.js';
import { resolveApplications, resolvePerson, resolveTags, type ClientScope } from '../tenancy/index.js';
import { PERSON_FIELDS, type ConceptInput, type FolderRef, type PersonField } from './concept-input.js';
import { resolveFolder } from './input.js';
import { chooseApplicationIds, type ConceptCreateReferences } from './plan-create.js';
import type { ConceptUpdateReferences } from './plan-update.js';
import { findConceptRow } from './service.js';
import type { ConceptRow } from './views.js';

/**
 * The lookups of a save, run before its plan: what the codes and e-mail addresses of the input name
 * in this client, and the concept's current links. A lookup that fails is kept as a failed Lookup
 * for the plan to throw where the rules meet it; what depends on it is then not looked up.
 */

async function lookUpPeople(tx: Transaction, scope: ClientScope, input: ConceptInput, row?: ConceptRow) {
  const people: Partial<Record<PersonField, Lookup<string | null>>> = {};
  for (const { field, column } of PERSON_FIELDS) {
    if (input[field] === undefined) continue;
    people[field] = await settleLookup(resolvePerson(tx, scope, field, input[field]?.emailAddress, { currentId: row?.[column] }));
  }
  return people;
}

function lookUpApplicationIds(tx: Transaction, scope: ClientScope, applications: { code: string }[]) {
  return settleLookup(
    resolveApplications(
      tx,
      scope,
      applications.map((application) => application.code),
    ).then((rows) => rows.map((row) => row.id)),
  );
}

async function findApplicationIds(tx: Transaction, conceptId: string) {
  const rows = await tx
    .select({ id: conceptApplications.applicationId })
    .from(conceptApplications)
    .where(eq(conceptApplications.conceptId, conceptId))
    .orderBy(conceptApplications.position);
  return rows.map((row) => row.id);
}

async function findTagIds(tx: Transaction, conceptId: string) {
  const rows = await tx.select({ id: conceptTags.tagId }).from(conceptTags).where(eq(conceptTags.conceptId, conceptId));
  return rows.map((row) => row.id);
}

export async function lookUpCreateReferences(tx: Transaction, scope: ClientScope, input: ConceptInput): Promise<ConceptCreateReferences> {
  // The first check of a new concept: an unknown parent ends it at once.
  const parent = input.parentCreativeConcept?.code ? await findConceptRow(tx, scope, input.parentCreativeConcept.code) : null;
  const folder: Lookup<FolderRef | null> = input.creativeNode?.code
    ? await settleLookup(resolveFolder(tx, scope, input.creativeNode.code))
    : toFoundLookup(parent?.creativeNodeId ? { id: parent.creativeNodeId, applicationId: '' } : null);
  const parentApplicationIds = parent ? await findApplicationIds(tx, parent.id) : [];
  const applicationIds = input.applications?.length ? await lookUpApplicationIds(tx, scope, input.applications) : null;
  const canChooseHome = folder.isFound && folder.value && (!applicationIds || applicationIds.isFound);
  const home = canChooseHome
    ? chooseApplicationIds(folder.value!, applicationIds?.isFound ? applicationIds.value : null, parentApplicationIds)[0]
    : undefined;
  return {
    parent,
    folder,
    applicationIds,
    parentApplicationIds,
    settingsFields: canChooseHome ? await findCreativeSettingsFields(tx, scope.clientId, home!) : [],
    tagIds: input.tags
      ? await settleLookup(
          resolveTags(
            tx,
            scope,
            input.tags.map((tag) => tag.code),
          ),
        )
      : toFoundLookup(parent ? await findTagIds(tx, parent.id) : []),
    people: await lookUpPeople(tx, scope, input),
  };
}

/** The code of the concept's parent, for telling whether a save changes it. */
export async function findParentCode(tx: Transaction, scope: ClientScope, row: ConceptRow) {
  if (!row.parentConceptId) return null;
  const [parent] = await tx
    .select({ code: concepts.code })
    .from(concepts)
    .where(and(eq(concepts.id, row.parentConceptId), eq(concepts.clientId, scope.clientId)));
  return parent?.code ?? null;
}

export async function lookUpUpdateReferences(
  tx: Transaction,
  scope: ClientScope,
  row: ConceptRow,
  input: ConceptInput,
): Promise<ConceptUpdateReferences> {
  const people = await lookUpPeople(tx, scope, input, row);
  const currentApplicationIds = await findApplicationIds(tx, row.id);
  const applicationIds = input.applications ? await lookUpApplicationIds(tx, scope, input.applications) : null;
  const folder = input.creativeNode?.code ? await settleLookup(resolveFolder(tx, scope, input.creativeNode.code)) : null;
  // Only new applications without a new folder check the folder the concept has now.
  const currentFolder =
    input.applications && !input.creativeNode?.code && row.creativeNodeId ? await findFolder(tx, row.creativeNodeId) : null;
  let settingsFields = null;
  if (input.settings !== undefined && (!applicationIds || applicationIds.isFound)) {
    const home = (applicationIds?.isFound ? applicationIds.value : currentApplicationIds)[0]!;
    settingsFields = await findCreativeSettingsFields(tx, scope.clientId, home);
  }
  const tags = input.tags
    ? {
        named: await settleLookup(
          resolveTags(
            tx,
            scope,
            input.tags.map((tag) => tag.code),
          ),
        ),
        current: await findTagIds(tx, row.id),
      }
    : null;
  return { people, currentApplicationIds, applicationIds, folder, currentFolder, settingsFields, tags };
}

async function findFolder(tx: Transaction, id: string): Promise<FolderRef | null> {
  const [folder] = await tx
    .select({ id: creativeNodes.id, applicationId: creativeNodes.applicationId })
    .from(creativeNodes)
    .where(eq(creativeNodes.id, id));
  return folder ?? null;
}
