import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt, version } from './columns.js';
import { creativeNodes } from './folders.js';
import { applications, clients, users } from './tenancy.js';

/** Per-client counters, e.g. the next concept internalId; incremented with UPDATE … RETURNING. */
export const clientSequences = pgTable(
  'client_sequences',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: integer('value').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.name] })],
);

export const concepts = pgTable(
  'concepts',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Always contains 'crc'; the editor route tells codes from internal ids by that. */
    code: text('code').notNull().unique(),
    /** Short human-friendly number, unique per client. */
    internalId: integer('internal_id').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('queued'),
    workflowStatus: text('workflow_status').notNull().default('queued'),
    type: text('type').notNull().default('ua'),
    subtype: text('subtype').notNull().default('general'),
    modelType: text('model_type').notNull().default('standard'),
    description: text('description').notNull().default(''),
    conceptImage: text('concept_image'),
    isPreview: boolean('is_preview').notNull().default(false),
    isPinned: boolean('is_pinned').notNull().default(false),
    estimatedEffort: numeric('estimated_effort', { mode: 'number' }),
    actualEffort: numeric('actual_effort', { mode: 'number' }),
    targetDeliveryDate: timestamp('target_delivery_date', { withTimezone: true }),
    deliveryDate: timestamp('delivery_date', { withTimezone: true }),
    adMatchSearchTerm: text('ad_match_search_term'),
    settings: jsonb('settings').$type<Record<string, string | null>>().notNull().default({}),
    creativeNodeId: uuid('creative_node_id').references(() => creativeNodes.id, { onDelete: 'set null' }),
    parentConceptId: uuid('parent_concept_id').references((): AnyPgColumn => concepts.id, { onDelete: 'set null' }),
    uaLeadId: uuid('ua_lead_id').references(() => users.id, { onDelete: 'set null' }),
    creativeLeadId: uuid('creative_lead_id').references(() => users.id, { onDelete: 'set null' }),
    assignedUserId: uuid('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Copies of the concept's concept_applications and concept_tags ids, kept by triggers in the
     * writing transaction (migration 0007): list filters test membership and tags on the row itself
     * instead of probing the link tables once per candidate row.
     */
    applicationIds: uuid('application_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    tagIds: uuid('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Soft delete: the concept disappears everywhere but its history stays readable to admins. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: version(),
    /** null = created by the system (shown as 'System'). */
    createBy: uuid('create_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updateBy: uuid('update_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('concepts_client_internal_id_key').on(table.clientId, table.internalId),
    // Filtered lists walk this newest-first (NULLS FIRST matches ORDER BY … DESC).
    index('concepts_client_created_idx').on(table.clientId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // Folder filter and folder counts (a deleted concept leaves its folder, so no deleted check).
    index('concepts_node_idx').on(table.creativeNodeId),
    index('concepts_parent_idx').on(table.parentConceptId),
    // Trigram index: 'name contains' stays an index scan at 100,000 concepts.
    index('concepts_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    // Tag filter ('has any of these tags') and application membership as GIN array lookups.
    index('concepts_tag_ids_idx').using('gin', table.tagIds),
    index('concepts_application_ids_idx').using('gin', table.applicationIds),
  ],
);

/**
 * A narrow copy of what the name search and its count read of each concept (client, application
 * ids, lowercased name), kept by triggers on concepts (migration 0008) in the writing transaction.
 * Counting 'name contains' matches has to read every match's row to recheck the trigram match;
 * here a row is about a tenth of a concept row, so the count reads a fraction of the pages.
 */
export const conceptSearch = pgTable(
  'concept_search',
  {
    conceptId: uuid('concept_id')
      .primaryKey()
      .references(() => concepts.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    applicationIds: uuid('application_ids').array().notNull(),
    nameLower: text('name_lower').notNull(),
  },
  (table) => [index('concept_search_name_trgm_idx').using('gin', sql`${table.nameLower} gin_trgm_ops`)],
);

/** The applications a concept is associated with (the first is its home application). */
export const conceptApplications = pgTable(
  'concept_applications',
  {
    conceptId: uuid('concept_id')
      .notNull()
      .references(() => concepts.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /**
     * Copy of the concept's (immutable) creation time: "newest first in this application", the
     * default list order, then reads straight off one index instead of sorting every concept.
     */
    conceptCreatedAt: timestamp('concept_created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.conceptId, table.applicationId] }),
    index('concept_applications_application_idx').on(table.applicationId, table.conceptId),
    // NULLS FIRST matches what ORDER BY … DESC means, so PostgreSQL reads the index in order.
    index('concept_applications_newest_idx').on(
      table.applicationId,
      table.conceptCreatedAt.desc().nullsFirst(),
      table.conceptId.desc().nullsFirst(),
    ),
  ],
);

export const creativeTags = pgTable(
  'creative_tags',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('creative_tags_client_application_idx').on(table.clientId, table.applicationId)],
);

export const conceptTags = pgTable(
  'concept_tags',
  {
    conceptId: uuid('concept_id')
      .notNull()
      .references(() => concepts.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => creativeTags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.conceptId, table.tagId] }), index('concept_tags_tag_idx').on(table.tagId, table.conceptId)],
);

/** History of a concept and its assets; written in the same transaction as the change. */
export const conceptHistory = pgTable(
  'concept_history',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    conceptId: uuid('concept_id')
      .notNull()
      .references(() => concepts.id, { onDelete: 'cascade' }),
    assetCode: text('asset_code'),
    event: text('event').notNull(),
    comment: text('comment'),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    /** For an entry about an asset's file (a comment): the number of the file version it was made on. */
    assetFileVersion: integer('asset_file_version'),
    /** For a comment on an asset: where it points (video frame or range with its frame rate, PDF page, a vector drawing). */
    anchor: jsonb('anchor').$type<Record<string, unknown>>(),
    /** For a reply: the comment it answers (replies thread one level under it). */
    parentId: uuid('parent_id').references((): AnyPgColumn => conceptHistory.id, { onDelete: 'cascade' }),
    /** A resolved comment: who resolved it and when (both null while open). */
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createBy: uuid('create_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('concept_history_concept_idx').on(table.conceptId, table.createdAt.desc()),
    index('concept_history_asset_idx').on(table.assetCode, table.createdAt.desc()),
    index('concept_history_parent_idx').on(table.parentId),
  ],
);

/** The channel catalogue (Meta, Google, TikTok, …). */
export const channels = pgTable('channels', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Asset kinds the channel accepts: [{ code, name }]. */
  supportedAssets: jsonb('supported_assets').$type<{ code: string; name: string }[]>().notNull().default([]),
});

export const conceptChannels = pgTable(
  'concept_channels',
  {
    conceptId: uuid('concept_id')
      .notNull()
      .references(() => concepts.id, { onDelete: 'cascade' }),
    channelCode: text('channel_code')
      .notNull()
      .references(() => channels.code),
    status: text('status').notNull().default('active'),
  },
  (table) => [primaryKey({ columns: [table.conceptId, table.channelCode] })],
);
