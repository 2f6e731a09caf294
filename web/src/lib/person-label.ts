/** Person label for pickers and cells; null person = the system. */
export function personLabel(
  person: { firstName: string; lastName: string; emailAddress: string } | null | undefined,
  systemLabel: string,
): string {
  if (!person) return systemLabel;
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name || person.emailAddress;
}
