import {
  type AnyPgColumn,
  bigint,
  boolean,
  doublePrecision,
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
import { concepts, creativeTags } from './concepts.js';
import { creativeNodeTypes } from './folders.js';
import { clients, users } from './tenancy.js';

/** A folder of one concept's asset tree (creativeConceptNodes). */
export const conceptAssetNodes = pgTable(
  'concept_asset_nodes',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    conceptId: uuid('concept_id')
      .notNull()
      .references(() => concepts.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    status: text('status').notNull().default('active'),
    sequenceId: integer('sequence_id').notNull().default(0),
    nodeTypeCode: text('node_type_code')
      .notNull()
      .default('default')
      .references(() => creativeNodeTypes.code),
    parentId: uuid('parent_id').references((): AnyPgColumn => conceptAssetNodes.id, { onDelete: 'cascade' }),
    version: version(),
    createBy: uuid('create_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updateBy: uuid('update_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [index('concept_asset_nodes_concept_parent_idx').on(table.conceptId, table.parentId, table.sequenceId)],
);

/**
 * A file of a concept: production, design or source. The row exists from the start of an upload
 * (processingStatus 'uploading' and no blob) so the upload has a code to report against; a blob
 * is attached only by a finished upload, in the same transaction that records its checksum.
 */
export const conceptAssets = pgTable(
  'concept_assets',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    conceptId: uuid('concept_id')
      .notNull()
      .references(() => concepts.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** The file name as the user gave it (shown); the storage key never contains it. */
    fileName: text('file_name'),
    /** Grouping: production, design or source. */
    assetType: text('asset_type').notNull().default('production'),
    usageType: text('usage_type'),
    /** Kind from the file's content: image, video, playable, document, other. */
    type: text('type').notNull().default('other'),
    mimeType: text('mime_type'),
    extension: text('extension'),
    isPreview: boolean('is_preview').notNull().default(false),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('queued'),
    workflowStatus: text('workflow_status').notNull().default('queued'),
    adMatchSearchTerm: text('ad_match_search_term'),
    creativeLeadId: uuid('creative_lead_id').references(() => users.id, { onDelete: 'set null' }),
    assignedUserId: uuid('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    estimatedEffort: numeric('estimated_effort', { mode: 'number' }),
    actualEffort: numeric('actual_effort', { mode: 'number' }),
    width: integer('width'),
    height: integer('height'),
    size: bigint('size', { mode: 'number' }),
    /** Milliseconds. */
    length: integer('length'),
    aspectRatio: text('aspect_ratio'),
    /** Bits per second. */
    bitrate: integer('bitrate'),
    /** Frames per second of a video, as probed (29.97 is 30000/1001); the reviewer's frame count uses it. */
    frameRate: doublePrecision('frame_rate'),
    /** Object-storage key of the file; null until an upload finishes. */
    storageKey: text('storage_key'),
    previewKey: text('preview_key'),
    /** A video's scrub strip (tiled thumbnails) and where each thumbnail sits; made by processing. */
    scrubStrip: jsonb('scrub_strip').$type<{
      key: string;
      columns: number;
      rows: number;
      frameWidth: number;
      frameHeight: number;
      frameCount: number;
      intervalMs: number;
    }>(),
    /** sha256 of the content, hex. */
    checksum: text('checksum'),
    /** uploading → processing → ready | failed (none: an asset without a file). */
    processingStatus: text('processing_status').notNull().default('none'),
    processingError: text('processing_error'),
    creativeNodeId: uuid('creative_node_id').references(() => conceptAssetNodes.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Set while a new file that duplicates another asset waits for its uploader's choice (replace,
     * keep both, cancel): until then the asset is listed, counted and zipped for nobody.
     */
    awaitingChoiceSince: timestamp('awaiting_choice_since', { withTimezone: true }),
    /**
     * The last approval decision on the asset (approved, rejected or active, set by an approval
     * user) and the file version it was made on (null: the asset had no file then). Kept when a
     * new file reopens the review, so "v2 was approved, v3 is current" can be told; cleared when
     * the status is moved to a non-decision status by hand.
     */
    decisionStatus: text('decision_status'),
    decisionFileVersion: integer('decision_file_version'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    version: version(),
    createBy: uuid('create_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updateBy: uuid('update_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('concept_assets_concept_idx').on(table.conceptId, table.assetType, table.createdAt.desc()),
    index('concept_assets_checksum_idx').on(table.conceptId, table.checksum),
    index('concept_assets_node_idx').on(table.creativeNodeId),
  ],
);

/**
 * A file an asset held before it was replaced (Replace in the asset editor, or a duplicate merged
 * into it), written in the transaction that replaced it. Replacing never deletes the old objects:
 * the version keeps them reachable, so a replace by mistake can be undone by hand and nothing an
 * `asset:update` holder does destroys a file.
 */
export const conceptAssetVersions = pgTable(
  'concept_asset_versions',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => conceptAssets.id, { onDelete: 'cascade' }),
    /** 1 for the asset's first replaced file, then 2, 3…; numbered under the asset's row lock. */
    versionNumber: integer('version_number').notNull(),
    storageKey: text('storage_key').notNull(),
    previewKey: text('preview_key'),
    fileName: text('file_name'),
    type: text('type').notNull(),
    mimeType: text('mime_type'),
    extension: text('extension'),
    size: bigint('size', { mode: 'number' }),
    checksum: text('checksum'),
    width: integer('width'),
    height: integer('height'),
    /** Milliseconds. */
    length: integer('length'),
    aspectRatio: text('aspect_ratio'),
    /** Bits per second. */
    bitrate: integer('bitrate'),
    /** Frames per second (videos), kept so that comments on this version keep their frames. */
    frameRate: doublePrecision('frame_rate'),
    /** Who replaced this file (which made it a version). */
    replacedBy: uuid('replaced_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('concept_asset_versions_asset_number_idx').on(table.assetId, table.versionNumber)],
);

export const conceptAssetTags = pgTable(
  'concept_asset_tags',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => conceptAssets.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => creativeTags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.assetId, table.tagId] })],
);

/**
 * A multipart upload in progress. It lives in the database, not in a process, so any instance can
 * sign the next part or finish it, and a restart loses nothing.
 */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: id(),
    /** Public id handed to the browser. */
    uploadId: text('upload_id').notNull().unique(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    conceptId: uuid('concept_id')
      .notNull()
      .references(() => concepts.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => conceptAssets.id, { onDelete: 'cascade' }),
    /** True when the session created its asset row (then an abort deletes the row too). */
    createdAsset: boolean('created_asset').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type'),
    /** Storage key the finished file goes to. */
    storageKey: text('storage_key').notNull(),
    /** The storage backend's own multipart id (S3 UploadId; the local adapter uses uploadId). */
    backendUploadId: text('backend_upload_id').notNull(),
    /** Bytes in every part but the last: part N starts at (N - 1) × partSize in the file. */
    partSize: integer('part_size').notNull().default(40_000_000),
    /** The file size declared when the upload started: parts past it are refused as they arrive. null: a session from before sizes were kept. */
    declaredSize: bigint('declared_size', { mode: 'number' }),
    /** open → finishing → finished | aborted */
    status: text('status').notNull().default('open'),
    createBy: uuid('create_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('upload_sessions_open_idx').on(table.status, table.updatedAt)],
);

/** Parts the local storage adapter has received (S3 keeps its own list). */
export const uploadParts = pgTable(
  'upload_parts',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => uploadSessions.id, { onDelete: 'cascade' }),
    partNumber: integer('part_number').notNull(),
    etag: text('etag').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.partNumber] })],
);

/**
 * Durable background jobs (media processing, cleanup). Claimed with FOR UPDATE SKIP LOCKED, so any
 * instance may run any job; enqueued in the same transaction as the change that needs it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** pending → running → done | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Deduplicates enqueues of the same job (e.g. one processing job per asset). */
    singletonKey: text('singleton_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('jobs_ready_idx').on(table.status, table.runAt),
    uniqueIndex('jobs_singleton_key')
      .on(table.singletonKey)
      .where(sql`status in ('pending', 'running')`),
  ],
);
