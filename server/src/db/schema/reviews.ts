import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, jsonb } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './columns.js';
import { concepts } from './concepts.js';
import { clients, roles, users } from './tenancy.js';

/**
 * A concept's approval stages (issue 27 item 2), in order. Without rows the concept keeps the
 * spec's single-step approval. All stages of a concept share one `round`: a new round starts each
 * time the concept goes (back) to pendingApproval, and only the current round's decisions count.
 */
export const conceptReviewStages = pgTable(
  'concept_review_stages',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    conceptId: uuid('concept_id')
      .notNull()
      .references(() => concepts.id, { onDelete: 'cascade' }),
    /** 1, 2, …: the order in which stages open. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** any (one approval), all (every reviewer), count (requiredCount approvals). */
    rule: text('rule').notNull(),
    requiredCount: integer('required_count'),
    deadline: timestamp('deadline', { withTimezone: true }),
    /** waiting, open, passed, rejected: the stage's state in the current round. */
    status: text('status').notNull().default('waiting'),
    /** The review round the status belongs to (0: no round started yet). */
    round: integer('round').notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Set by the reminder job when it claimed the stage's before-deadline reminder of this round. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** Set by the reminder job when it claimed the stage's overdue notice of this round. */
    overdueSentAt: timestamp('overdue_sent_at', { withTimezone: true }),
    createBy: uuid('create_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('concept_review_stages_position_key').on(table.conceptId, table.position),
    index('concept_review_stages_open_deadline_idx')
      .on(table.deadline)
      .where(sql`${table.status} = 'open'`),
    check('concept_review_stages_rule_check', sql`${table.rule} in ('any', 'all', 'count')`),
  ],
);

/** A stage's named reviewers: a user, or every member of the client holding a role (a group). */
export const conceptReviewStageReviewers = pgTable(
  'concept_review_stage_reviewers',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => conceptReviewStages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    roleCode: text('role_code').references(() => roles.code, { onDelete: 'cascade' }),
  },
  (table) => [
    index('concept_review_stage_reviewers_stage_idx').on(table.stageId),
    index('concept_review_stage_reviewers_user_idx').on(table.userId),
    check('concept_review_stage_reviewers_one_check', sql`(${table.userId} is null) <> (${table.roleCode} is null)`),
  ],
);

/** One reviewer's decision in one stage and round, with the files (and their versions) it was made on. */
export const conceptReviewDecisions = pgTable(
  'concept_review_decisions',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => conceptReviewStages.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** approved or rejected */
    decision: text('decision').notNull(),
    comment: text('comment'),
    /** The concept's production files when deciding: [{ code, name, fileVersion }]. */
    reviewedFiles: jsonb('reviewed_files').$type<{ code: string; name: string; fileVersion: number }[]>().notNull(),
    decidedAt: createdAt(),
  },
  (table) => [uniqueIndex('concept_review_decisions_stage_round_user_key').on(table.stageId, table.round, table.userId)],
);
