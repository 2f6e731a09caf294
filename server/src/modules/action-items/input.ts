import { z } from 'zod';
import { parseInput } from '../../lib/validation.js';

export const ACTION_ITEM_STATUSES = ['open', 'inProgress', 'completed'] as const;
export const ACTION_ITEM_TYPES = ['action', 'review', 'approval'] as const;
export const MEMBER_TYPES = ['assignee', 'watcher'] as const;
export const CATEGORY_MODULES = ['all', 'creative'] as const;
/** Categories the creative concept panel offers (spec 2 §2.6). */
export const CREATIVE_MODULES: readonly string[] = CATEGORY_MODULES;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-25.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    message: 'Not a valid date.',
  });

const member = z.object({
  type: z.enum(MEMBER_TYPES, { message: 'Choose assignee or watcher.' }),
  status: z.enum(ACTION_ITEM_STATUSES, { message: 'Choose open, inProgress or completed.' }).nullish(),
  user: z.object({ emailAddress: z.string().trim().toLowerCase().min(1, 'Required.') }),
});

const actionItemInput = z
  .object({
    name: z.string().trim().min(1, 'Required.').max(200, 'At most 200 characters.').nullish(),
    status: z.enum(ACTION_ITEM_STATUSES, { message: 'Choose open, inProgress or completed.' }).nullish(),
    type: z.enum(ACTION_ITEM_TYPES, { message: 'Choose action, review or approval.' }).nullish(),
    actionItemCategory: z.object({ code: z.string().trim().min(1) }).nullish(),
    startDate: day.nullish(),
    endDate: day.nullish(),
    description: z.string().trim().max(5000, 'At most 5,000 characters.').nullish(),
    members: z.array(member).max(50, 'At most 50 members.').nullish(),
    application: z.object({ code: z.string().trim().min(1) }).nullish(),
    linkedEntity: z
      .object({ type: z.literal('concept', { message: 'Only concepts can be linked.' }), code: z.string().trim().min(1) })
      .nullish(),
  })
  .superRefine((value, context) => {
    const emails = (value.members ?? []).map((entry) => entry.user.emailAddress);
    const repeated = emails.find((email, index) => emails.indexOf(email) !== index);
    if (repeated) context.addIssue({ code: 'custom', path: ['members'], message: `${repeated} is listed twice.` });
  });

export type ActionItemInput = z.output<typeof actionItemInput>;

/**
 * Input as given: `undefined` means "leave as it is" on update; `null` clears (dates, category,
 * application, link). The start must not be after the end when both are known.
 */
export function parseActionItemInput(input: unknown): ActionItemInput {
  return parseInput(actionItemInput, input);
}

export function checkDateOrder(startDate: string | null, endDate: string | null) {
  if (startDate && endDate && startDate > endDate) return [{ field: 'endDate', message: 'The due date cannot be before the start date.' }];
  return [];
}

const categoryInput = z.object({
  name: z.string().trim().min(1, 'Required.').max(80, 'At most 80 characters.').nullish(),
  module: z.enum(CATEGORY_MODULES, { message: 'Choose all or creative.' }).nullish(),
  status: z.enum(['active', 'inactive'], { message: 'Choose active or inactive.' }).nullish(),
});

export function parseCategoryInput(input: unknown) {
  return parseInput(categoryInput, input);
}

const myFilter = z
  .object({
    memberStatus: z.array(z.enum(ACTION_ITEM_STATUSES, { message: 'Choose open, inProgress or completed.' })).nullish(),
    dueOnOrBefore: day.nullish(),
    isOverdue: z.boolean().nullish(),
  })
  .nullish();

export function parseMyFilter(input: unknown) {
  return parseInput(myFilter, input) ?? {};
}

const listFilter = z
  .object({
    linkedEntity: z
      .object({ type: z.literal('concept', { message: 'Only concepts can be linked.' }), code: z.string().trim().min(1) })
      .nullish(),
    status: z.array(z.enum(ACTION_ITEM_STATUSES)).nullish(),
    statusNot: z.array(z.enum(ACTION_ITEM_STATUSES)).nullish(),
  })
  .nullish();

export function parseListFilter(input: unknown) {
  return parseInput(listFilter, input) ?? {};
}
