/** What a notification is about; each user chooses, per kind, whether it shows in the app and comes by e-mail. */
export const NOTIFICATION_KINDS = [
  'mention',
  'commentReply',
  'commentResolved',
  'assigned',
  'watching',
  'approvalRequested',
  'conceptApproved',
  'conceptRejected',
  'actionItemDue',
  'reviewDeadline',
  'actionItemCompleted',
  'creativeFatigue',
  'adAccountProblem',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}
