import { type AnyPgColumn, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns.js';
import { applications, clients, users } from './tenancy.js';

export const creativeNodeTypes = pgTable('creative_node_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull().default('folder'),
});

/** A folder of the concept tree, per client and application. */
export const creativeNodes = pgTable(
  'creative_nodes',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    status: text('status').notNull().default('active'),
    sequenceId: integer('sequence_id').notNull().default(0),
    nodeTypeCode: text('node_type_code')
      .notNull()
      .default('default')
      .references(() => creativeNodeTypes.code),
    parentId: uuid('parent_id').references((): AnyPgColumn => creativeNodes.id, { onDelete: 'cascade' }),
    /** Concepts directly in the folder, kept by a trigger on concepts (migration 0003). */
    conceptCount: integer('concept_count').notNull().default(0),
    version: version(),
    createBy: uuid('create_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updateBy: uuid('update_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [index('creative_nodes_application_parent_idx').on(table.applicationId, table.parentId, table.sequenceId)],
);
