import type { z } from 'zod';
import { badInput } from './errors.js';

/** Parses input with a zod schema; failures become BAD_USER_INPUT with one entry per field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({ field: issue.path.join('.') || 'input', message: issue.message }));
  throw badInput(fields.map((field) => `${field.field}: ${field.message}`).join('; '), fields);
}
