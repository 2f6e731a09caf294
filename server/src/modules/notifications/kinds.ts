/** What a notification is about; each user chooses which of them also come by e-mail. */
export const NOTIFICATION_KINDS = [
  'mention',
  'assigned',
  'watching',
  'approvalRequested',
  'conceptApproved',
  'conceptRejected',
  'actionItemDue',
  'reviewDeadline',
  'creativeFatigue',
  'adAccountProblem',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}
