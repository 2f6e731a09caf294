import { and, asc, desc, not, or, sql, type SQL } from 'drizzle-orm';
import { concepts } from '../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';

export interface ConceptFilterInput {
  and?: ConceptFilterInput[] | null;
  or?: ConceptFilterInput[] | null;
  field?: string | null;
  operator?: string | null;
  value?: unknown;
}

const MAX_CONDITIONS = 50;
const MAX_DEPTH = 6;

type FieldKind = 'text' | 'select' | 'boolean' | 'date' | 'person' | 'tag' | 'conceptCode' | 'folderCode' | 'internalId';

const FIELDS: Record<string, { kind: FieldKind; column?: SQL }> = {
  name: { kind: 'text', column: sql`lower(${concepts.name})` },
  internalId: { kind: 'internalId' },
  status: { kind: 'select', column: sql`${concepts.status}` },
  workflowStatus: { kind: 'select', column: sql`${concepts.workflowStatus}` },
  type: { kind: 'select', column: sql`${concepts.type}` },
  subtype: { kind: 'select', column: sql`${concepts.subtype}` },
  modelType: { kind: 'select', column: sql`${concepts.modelType}` },
  isPinned: { kind: 'boolean', column: sql`${concepts.isPinned}` },
  targetDeliveryDate: { kind: 'date', column: sql`${concepts.targetDeliveryDate}` },
  deliveryDate: { kind: 'date', column: sql`${concepts.deliveryDate}` },
  'creativeLead.emailAddress': { kind: 'person', column: sql`${concepts.creativeLeadId}` },
  'uaLead.emailAddress': { kind: 'person', column: sql`${concepts.uaLeadId}` },
  'assignedUser.emailAddress': { kind: 'person', column: sql`${concepts.assignedUserId}` },
  'tags.code': { kind: 'tag' },
  'parentCreativeConcept.code': { kind: 'conceptCode' },
  'creativeNode.code': { kind: 'folderCode' },
};

const OPERATORS_BY_KIND: Record<FieldKind, readonly string[]> = {
  text: ['contains', 'equals', 'notEquals'],
  internalId: ['contains', 'equals', 'notEquals'],
  select: ['equals', 'notEquals', 'in', 'notIn'],
  boolean: ['equals'],
  date: ['range', 'lessThan', 'greaterThan', 'equals'],
  person: ['equals', 'notEquals', 'in', 'notIn'],
  tag: ['in', 'notIn', 'equals'],
  conceptCode: ['equals', 'in'],
  folderCode: ['equals', 'in'],
};

export const FILTERABLE_FIELDS = Object.keys(FIELDS);

function fail(message: string): never {
  throw badInput(`Invalid filter: ${message}`, [{ field: 'filter', message }]);
}

function asString(value: unknown, field: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return fail(`${field} needs a text value`);
}

function asStringList(value: unknown, field: string): string[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || list.length > 500) fail(`${field} needs 1 to 500 values`);
  return list.map((item) => asString(item, field));
}

function asDate(value: unknown, field: string): Date {
  const date = typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) fail(`${field} needs an ISO date`);
  return date;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `values` as one bound array parameter: `= any($1)` keeps plans stable whatever the count. */
function inList(column: SQL, values: string[]): SQL {
  return sql`${column} = any(${sql.param(values)}::text[])`;
}

/** Columns to read instead of the concepts table's (the name-search table's, for its count). */
interface ColumnOverrides {
  name?: SQL;
}

function buildCondition(clientId: string, field: string, operator: string, value: unknown, overrides: ColumnOverrides): SQL | undefined {
  // Own properties only: 'toString' or '__proto__' must not find Object.prototype's members.
  const definition = Object.hasOwn(FIELDS, field) ? FIELDS[field] : undefined;
  if (!definition) fail(`unknown field '${field}'; filterable fields are ${FILTERABLE_FIELDS.join(', ')}`);
  if (!OPERATORS_BY_KIND[definition.kind].includes(operator)) {
    fail(`operator '${operator}' does not apply to ${field} (use ${OPERATORS_BY_KIND[definition.kind].join(', ')})`);
  }
  const negate = operator === 'notEquals' || operator === 'notIn';
  const column = (field === 'name' ? overrides.name : undefined) ?? definition.column!;

  switch (definition.kind) {
    case 'text': {
      const text = asString(value, field).toLowerCase();
      if (operator === 'contains') return text === '' ? undefined : sql`${column} like ${`%${escapeLike(text)}%`}`;
      return negate ? sql`${column} <> ${text}` : sql`${column} = ${text}`;
    }
    case 'internalId': {
      const text = asString(value, field).trim();
      if (operator === 'contains') return text === '' ? undefined : sql`${concepts.internalId}::text like ${`%${escapeLike(text)}%`}`;
      const condition = sql`${concepts.internalId}::text = ${text}`;
      return negate ? not(condition) : condition;
    }
    case 'select': {
      const values = operator === 'in' || operator === 'notIn' ? asStringList(value, field) : [asString(value, field)];
      const condition = inList(column, values);
      return negate ? not(condition) : condition;
    }
    case 'boolean': {
      if (typeof value !== 'boolean' && value !== 'true' && value !== 'false') fail(`${field} needs true or false`);
      return sql`${column} = ${value === true || value === 'true'}`;
    }
    case 'date': {
      if (operator === 'range') {
        if (!Array.isArray(value) || value.length !== 2) fail(`${field} range needs [from, to]`);
        const [from, to] = value as unknown[];
        const parts: SQL[] = [];
        if (from != null && from !== '') parts.push(sql`${column} >= ${asDate(from, field).toISOString()}`);
        if (to != null && to !== '') parts.push(sql`${column} <= ${asDate(to, field).toISOString()}`);
        return and(...parts);
      }
      const date = asDate(value, field);
      if (operator === 'lessThan') return sql`${column} < ${date.toISOString()}`;
      if (operator === 'greaterThan') return sql`${column} > ${date.toISOString()}`;
      // equals: the same calendar day (UTC).
      const start = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
      const end = new Date(start.getTime() + 86_400_000);
      return sql`(${column} >= ${start.toISOString()} and ${column} < ${end.toISOString()})`;
    }
    case 'person': {
      const emails = (operator === 'in' || operator === 'notIn' ? asStringList(value, field) : [asString(value, field)]).map((email) =>
        email.trim().toLowerCase(),
      );
      const condition = sql`${column} in (select id from users where lower(email_address) = any(${sql.param(emails)}::text[]))`;
      return negate ? sql`(${column} is null or not ${condition})` : condition;
    }
    case 'tag': {
      // The row's copy of its tag ids (kept by triggers, migration 0007) against the named tags'
      // ids: one GIN index lookup, not a probe of concept_tags per candidate concept.
      const codes = asStringList(value, field);
      const condition = sql`${concepts.tagIds} && array(select id from creative_tags where client_id = ${clientId} and code = any(${sql.param(codes)}::text[]))`;
      return negate ? not(condition) : condition;
    }
    case 'conceptCode': {
      const codes = operator === 'in' ? asStringList(value, field) : [asString(value, field)];
      return sql`${concepts.parentConceptId} in (select id from concepts where client_id = ${clientId} and code = any(${sql.param(codes)}::text[]))`;
    }
    case 'folderCode': {
      // A folder means the folder and everything under it, as in the tree the user clicked. The
      // subtree is collected into an array first: as an IN (subquery) the planner guesses the
      // recursive part at half the folders and scans every concept instead of using the folder index.
      const codes = operator === 'in' ? asStringList(value, field) : [asString(value, field)];
      return sql`${concepts.creativeNodeId} = any(array(
        with recursive subtree as (
          select id from creative_nodes where client_id = ${clientId} and code = any(${sql.param(codes)}::text[])
          union select node.id from creative_nodes node join subtree on node.parent_id = subtree.id
        ) select id from subtree))`;
    }
  }
}

/**
 * Turns a ConceptFilter tree into SQL. Every field and operator is whitelisted and every value
 * bound as a parameter; an unknown field or a wrong value is a BAD_USER_INPUT, never a 500.
 */
export function buildConceptFilter(
  clientId: string,
  filter: ConceptFilterInput | null | undefined,
  overrides: ColumnOverrides = {},
): SQL | undefined {
  if (!filter) return undefined;
  let conditions = 0;
  // undefined means "no constraint" (e.g. the default search, name contains ''), so the list can
  // take its fast unfiltered path.
  const visit = (node: ConceptFilterInput, depth: number): SQL | undefined => {
    if (depth > MAX_DEPTH) fail(`nested deeper than ${MAX_DEPTH} levels`);
    const parts: (SQL | undefined)[] = [];
    if (node.field != null || node.operator != null) {
      if (!node.field || !node.operator) fail('a condition needs both field and operator');
      if (++conditions > MAX_CONDITIONS) fail(`more than ${MAX_CONDITIONS} conditions`);
      parts.push(buildCondition(clientId, node.field, node.operator, node.value, overrides));
    }
    if (node.and?.length) parts.push(and(...node.and.map((child) => visit(child, depth + 1))));
    if (node.or?.length) {
      const alternatives = node.or.map((child) => visit(child, depth + 1));
      parts.push(alternatives.some((alternative) => alternative === undefined) ? undefined : or(...alternatives));
    }
    return and(...parts);
  };
  return visit(filter, 0);
}

const SORT_COLUMNS = {
  createDate: concepts.createdAt,
  updateDate: concepts.updatedAt,
  name: concepts.name,
  internalId: concepts.internalId,
  status: concepts.status,
  targetDeliveryDate: concepts.targetDeliveryDate,
} as const;

export interface ConceptSort {
  field: keyof typeof SORT_COLUMNS;
  isDescending: boolean;
}

/** Parses 'createDate:DESC' style keys; the default is newest first. */
export function parseConceptSort(sort: readonly string[] | null | undefined): ConceptSort[] {
  const keys = sort?.length ? sort : ['createDate:DESC'];
  return keys.map((key) => {
    const [field = '', direction = 'ASC'] = key.split(':');
    if (!Object.hasOwn(SORT_COLUMNS, field)) fail(`cannot sort by '${field}'; use ${Object.keys(SORT_COLUMNS).join(', ')}`);
    if (!/^(asc|desc)$/i.test(direction)) fail(`sort direction must be ASC or DESC`);
    return { field: field as ConceptSort['field'], isDescending: direction.toUpperCase() === 'DESC' };
  });
}

/** ORDER BY over the concepts table; the id breaks ties so pages never overlap. */
export function buildConceptOrder(sort: ConceptSort[]): SQL[] {
  const last = sort[sort.length - 1];
  return [
    ...sort.map((key) => (key.isDescending ? desc(SORT_COLUMNS[key.field]) : asc(SORT_COLUMNS[key.field]))),
    last?.isDescending === false ? asc(concepts.id) : desc(concepts.id),
  ];
}

/** True when every condition of the filter is on the concept's name (the search box's filter). */
export function isNameOnlyFilter(filter: ConceptFilterInput | null | undefined): boolean {
  if (!filter) return false;
  const isNameNode = (node: ConceptFilterInput): boolean =>
    (node.field == null || node.field === 'name') && (node.and ?? []).every(isNameNode) && (node.or ?? []).every(isNameNode);
  return isNameNode(filter);
}
