/** Statuses whose setting is an approval decision on the concept's production files. */
const FILE_DECISION_STATUSES: readonly string[] = ['approved', 'rejected', 'active'];

/** Whether moving a concept to `status` decides on its files (then the decision names their versions). */
export function isFileDecision(status: string) {
  return FILE_DECISION_STATUSES.includes(status);
}
