import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { applications, clients, users } from './tenancy.js';

export const reportCategories = pgTable(
  'report_categories',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** null = every application of the client. */
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    product: text('product').notNull().default('creative'),
    sequenceId: integer('sequence_id').notNull().default(0),
    status: text('status').notNull().default('active'),
  },
  (table) => [index('report_categories_client_idx').on(table.clientId, table.product)],
);

export const reports = pgTable('reports', {
  id: id(),
  categoryId: uuid('category_id')
    .notNull()
    .references(() => reportCategories.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  sequenceId: integer('sequence_id').notNull().default(0),
});

/** Usage tracking: trackCurrentUser and tab-shown events. */
export const userActivity = pgTable(
  'user_activity',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    product: text('product'),
    featureSet: text('feature_set'),
    feature: text('feature'),
    entityCode: text('entity_code'),
    info: jsonb('info'),
    createdAt: createdAt(),
  },
  (table) => [index('user_activity_user_idx').on(table.userId, table.createdAt)],
);
