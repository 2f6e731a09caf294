import type { TFunction } from 'i18next';

/** Groups of enumerated concept values whose labels live in the concept editor's catalogue. */
export type ConceptLabelGroup = 'status' | 'workflowStatus' | 'modelType' | 'intendedUse' | 'purpose' | 'lifeCycle';

/** The label of a status, model type, intended use…; the raw value when the catalogue has none. */
export function translateConceptValue(t: TFunction, group: ConceptLabelGroup, value: string): string {
  return t(`conceptEditor.${group}.${value}` as never, { defaultValue: value });
}

/** A person's name for a cell; empty when nobody is set. */
export function formatPerson(person: { firstName: string; lastName: string; emailAddress: string } | null | undefined): string {
  if (!person) return '';
  return `${person.firstName} ${person.lastName}`.trim() || person.emailAddress;
}

const shortDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'short' });

/** Locale short date (spec 1 §2); empty for no date. */
export function formatShortDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}
