import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';

export const clients = pgTable('clients', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** The platform operator's own client; its users are offered in every client's pickers to staff. */
  isInternal: boolean('is_internal').notNull().default(false),
  createdAt: createdAt(),
});

export const applications = pgTable(
  'applications',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Live concepts linked to the application, kept by a trigger on concept_applications (migration 0003). */
    conceptCount: integer('concept_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('applications_client_code_key').on(table.clientId, table.code)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    emailAddress: text('email_address').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash'),
    isPlatformStaff: boolean('is_platform_staff').notNull().default(false),
    /** 'active' or 'inactive'; an inactive user cannot sign in anywhere. */
    status: text('status').notNull().default('active'),
    lastLoginDate: timestamp('last_login_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_key').on(sql`lower(${table.emailAddress})`)],
);

export const clientUsers = pgTable(
  'client_users',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'active' or 'inactive'; an inactive client user keeps history but loses access to the client. */
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.userId] }), index('client_users_user_idx').on(table.userId)],
);

export const roles = pgTable('roles', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleCode: text('role_code')
      .notNull()
      .references(() => roles.code, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleCode, table.permission] })],
);

export const clientUserRoles = pgTable(
  'client_user_roles',
  {
    clientId: uuid('client_id').notNull(),
    userId: uuid('user_id').notNull(),
    roleCode: text('role_code')
      .notNull()
      .references(() => roles.code, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.userId, table.roleCode] })],
);
