import type { TFunction } from 'i18next';
import { ASSET_STATUSES, ASSET_KINDS, ASSET_USAGE_TYPES } from '../asset-types';

/** Labels of stored values; a value this version does not know shows as stored. */

export function labelAssetStatus(t: TFunction, status: string): string {
  return (ASSET_STATUSES as readonly string[]).includes(status) ? t(`assets.status.${status as (typeof ASSET_STATUSES)[number]}`) : status;
}

export function labelAssetKind(t: TFunction, kind: string): string {
  return (ASSET_KINDS as readonly string[]).includes(kind) ? t(`assets.kinds.${kind as (typeof ASSET_KINDS)[number]}`) : kind;
}

export function labelUsageType(t: TFunction, usageType: string): string {
  return (ASSET_USAGE_TYPES as readonly string[]).includes(usageType)
    ? t(`assets.usageTypes.${usageType as (typeof ASSET_USAGE_TYPES)[number]}`)
    : usageType;
}

/** A designer's name; an empty field stays empty (not 'System', which is for audit entries). */
export function labelPerson(person: { firstName: string; lastName: string; emailAddress: string } | null | undefined): string {
  if (!person) return '';
  return `${person.firstName} ${person.lastName}`.trim() || person.emailAddress;
}
