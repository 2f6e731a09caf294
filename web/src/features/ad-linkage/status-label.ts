import type { TFunction } from 'i18next';

/**
 * A network status of a tree node in words: the ones people meet (paused, archived, deleted…) have
 * a label; any other status a network reports (e.g. pending_billing_info) is shown spelled out.
 */
export function statusLabel(t: TFunction, status: string): string {
  const words = status.replaceAll('_', ' ');
  return t(`adUsage.statuses.${status}` as 'adUsage.statuses.paused', { defaultValue: words.charAt(0).toUpperCase() + words.slice(1) });
}
