import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applications, conceptAssetNodes, concepts, creativeNodes, creativeTags, users } from '../../db/schema/index.js';
import { labelValue } from './value-labels.js';

/** One change of a history entry in words: the field's label and the values as people read them. */
export interface ChangeInWords {
  field: string;
  from: string | null;
  to: string | null;
}

const LABELS: Record<string, string> = {
  name: 'Name',
  status: 'Status',
  workflowStatus: 'Workflow status',
  type: 'Intended use',
  subtype: 'Purpose',
  description: 'Description',
  conceptImage: 'Concept image',
  isPinned: 'Pinned',
  isPreview: 'Preview',
  estimatedEffort: 'Estimated effort',
  actualEffort: 'Actual effort',
  targetDeliveryDate: 'Target delivery date',
  deliveryDate: 'Delivery date',
  adMatchSearchTerm: 'Ad match search term',
  creativeNodeId: 'Folder',
  creativeLeadId: 'Creative lead',
  uaLeadId: 'UA lead',
  assignedUserId: 'Designer',
  applications: 'Applications',
  tags: 'Tags',
  settings: 'Settings',
  fileName: 'File name',
  assetType: 'Asset type',
  usageType: 'Usage type',
  conceptCode: 'Concept',
  replacedBy: 'Replaced by',
  fileVersion: 'File version',
  changedFile: 'Reopened by a new file',
  reviewedFiles: 'Files decided on',
  modelType: 'Model type',
  parentConceptId: 'Parent concept',
};

const PERSON_FIELDS = new Set(['creativeLeadId', 'uaLeadId', 'assignedUserId', 'createBy']);
const FOLDER_FIELDS = new Set(['creativeNodeId']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function humanise(key: string) {
  const words = key
    .replace(/Id$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Names = Map<string, string>;

/** A stored value in words: ids → names, dates → days, rich text → its text, booleans → Yes/No. */
function inWords(value: unknown, names: Names): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return (
      value
        .map((entry) => inWords(entry, names) ?? '')
        .filter(Boolean)
        .join(', ') || null
    );
  if (typeof value === 'string') {
    if (names.has(value)) return names.get(value)!;
    if (UUID.test(value)) return 'Unknown';
    if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return value.slice(0, 10);
    if (/<[a-z][^>]*>/i.test(value)) {
      const text = value
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      return text.length > 160 ? `${text.slice(0, 157)}…` : text || null;
    }
    return value.length > 160 ? `${value.slice(0, 157)}…` : value;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, entry]) => entry !== null && entry !== '');
    return entries.map(([key, entry]) => `${humanise(key)}: ${inWords(entry, names) ?? ''}`).join('; ') || null;
  }
  return String(value);
}

/** Every id or code the changes name, to be looked up once for a whole page of entries. */
function collectReferences(changes: Record<string, unknown>[]) {
  const ids = new Set<string>();
  const codes = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') (UUID.test(value) ? ids : codes).add(value);
    else if (Array.isArray(value)) value.forEach(visit);
  };
  for (const entry of changes) {
    for (const [key, change] of Object.entries(entry)) {
      if (key === 'tags' || key === 'applications' || PERSON_FIELDS.has(key) || FOLDER_FIELDS.has(key) || key === 'parentConceptId') {
        const pair = change as { from?: unknown; to?: unknown } | null;
        visit(pair?.from);
        visit(pair?.to);
      }
      if (key === 'conceptCode') visit(change);
    }
  }
  return { ids: [...ids], codes: [...codes] };
}

async function lookUpNames(executor: Executor, references: { ids: string[]; codes: string[] }): Promise<Names> {
  const names: Names = new Map();
  const { ids, codes } = references;
  if (ids.length > 0) {
    const [people, nodes, assetNodes, apps, conceptRows] = await Promise.all([
      executor
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.emailAddress })
        .from(users)
        .where(inArray(users.id, ids)),
      executor.select({ id: creativeNodes.id, name: creativeNodes.name }).from(creativeNodes).where(inArray(creativeNodes.id, ids)),
      executor
        .select({ id: conceptAssetNodes.id, name: conceptAssetNodes.name })
        .from(conceptAssetNodes)
        .where(inArray(conceptAssetNodes.id, ids)),
      executor.select({ id: applications.id, name: applications.name }).from(applications).where(inArray(applications.id, ids)),
      executor.select({ id: concepts.id, name: concepts.name }).from(concepts).where(inArray(concepts.id, ids)),
    ]);
    for (const person of people) names.set(person.id, `${person.firstName} ${person.lastName}`.trim() || person.email);
    for (const row of [...nodes, ...assetNodes, ...apps, ...conceptRows]) names.set(row.id, row.name);
  }
  if (codes.length > 0) {
    const [tags, conceptRows] = await Promise.all([
      executor.select({ code: creativeTags.code, name: creativeTags.name }).from(creativeTags).where(inArray(creativeTags.code, codes)),
      executor.select({ code: concepts.code, name: concepts.name }).from(concepts).where(inArray(concepts.code, codes)),
    ]);
    for (const row of [...tags, ...conceptRows]) names.set(row.code, row.name);
  }
  return names;
}

const versionLabel = (value: unknown) => (typeof value === 'number' ? `v${value}` : null);

/**
 * The files an approval names, in words: a decision's files ("Hero v2, Banner v1") and the file
 * whose change reopened a review ("Hero: v2 approved, v3 now"). Null for any other key.
 */
function describeFiles(key: string, value: unknown): string | null {
  if (key === 'reviewedFiles' && Array.isArray(value)) {
    const files = value as { name?: unknown; fileVersion?: unknown }[];
    return files.map((file) => [String(file.name ?? ''), versionLabel(file.fileVersion)].filter(Boolean).join(' ')).join(', ') || null;
  }
  if (key === 'changedFile' && value !== null && typeof value === 'object') {
    const file = value as { name?: unknown; approvedFileVersion?: unknown; fileVersion?: unknown };
    const approved = versionLabel(file.approvedFileVersion);
    const now = versionLabel(file.fileVersion);
    return `${String(file.name ?? '')}: ${approved ? `${approved} approved, ` : 'approved file replaced, '}${now ?? 'new file'} now`;
  }
  return null;
}

/**
 * The entries' changes in words (field, from, to) with names instead of ids and codes, and listed
 * values (status, intended use, purpose…) as the UI labels them: what the history grid and its
 * detail dialog show. A change stored as a bare value (a deleted asset's name) shows as its "to" only.
 */
export async function describeChanges(
  executor: Executor,
  entries: readonly { event: string; changes: Record<string, unknown> | null }[],
): Promise<ChangeInWords[][]> {
  const present = entries.map((entry) => entry.changes).filter((changes): changes is Record<string, unknown> => Boolean(changes));
  const names = present.length ? await lookUpNames(executor, collectReferences(present)) : new Map<string, string>();
  return entries.map(({ event, changes }) =>
    Object.entries(changes ?? {}).map(([key, change]) => {
      const field = LABELS[key] ?? humanise(key);
      const describe = (value: unknown) => describeFiles(key, value) ?? labelValue(event, key, value) ?? inWords(value, names);
      const isPair = change !== null && typeof change === 'object' && !Array.isArray(change) && ('from' in change || 'to' in change);
      if (!isPair) return { field, from: null, to: describe(change) };
      const pair = change as { from?: unknown; to?: unknown };
      return { field, from: describe(pair.from), to: describe(pair.to) };
    }),
  );
}
