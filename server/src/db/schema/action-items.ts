import { sql } from 'drizzle-orm';
import { date, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns.js';
import { concepts } from './concepts.js';
import { applications, clients, users } from './tenancy.js';

/** Action-item categories of a client; module 'all' or 'creative' (spec 2 §2.6). */
export const actionItemCategories = pgTable(
  'action_item_categories',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** 'all' or 'creative': the concept panel offers both. */
    module: text('module').notNull().default('all'),
    /** 'active' or 'inactive'; an inactive category stays on its items but is not offered. */
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('action_item_categories_client_name_key').on(table.clientId, sql`lower(${table.name})`)],
);

/** An action item of a client, optionally linked to a concept (linkedEntity type 'concept'). */
export const actionItems = pgTable(
  'action_items',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** open, inProgress, completed */
    status: text('status').notNull().default('open'),
    /** action, review, approval */
    type: text('type').notNull().default('action'),
    categoryId: uuid('category_id').references(() => actionItemCategories.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    description: text('description').notNull().default(''),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    linkedEntityType: text('linked_entity_type'),
    linkedEntityCode: text('linked_entity_code'),
    /** The linked concept's row, so the item goes with its concept and lists join without a code lookup. */
    conceptId: uuid('concept_id').references(() => concepts.id, { onDelete: 'cascade' }),
    version: version(),
    createBy: uuid('create_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updateBy: uuid('update_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('action_items_client_idx').on(table.clientId, table.createdAt.desc()),
    index('action_items_concept_idx').on(table.conceptId),
    index('action_items_end_date_idx').on(table.endDate),
  ],
);

/** A person on an action item: assignee or watcher, each with their own status. */
export const actionItemMembers = pgTable(
  'action_item_members',
  {
    actionItemId: uuid('action_item_id')
      .notNull()
      .references(() => actionItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** assignee or watcher */
    type: text('type').notNull(),
    /** open, inProgress, completed */
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.actionItemId, table.userId] }), index('action_item_members_user_idx').on(table.userId)],
);
