import type { AccessRule } from './permissions.js';

/**
 * Money in Atelier (issue 28): every ad account keeps the ISO 4217 currency its network reports
 * in, every application reports in one currency (the `reportingCurrency` UA setting), and money is
 * converted with the client's dated exchange rates, never added across currencies.
 */

/** ISO 4217 codes in use, as the runtime's Intl knows them (162 on Node 24 and current browsers). */
export const CURRENCY_CODES: readonly string[] = Intl.supportedValuesOf('currency');
const KNOWN = new Set(CURRENCY_CODES);

export function isCurrencyCode(value: string): boolean {
  return KNOWN.has(value);
}

/** What an application reports in when neither it nor its client chose. */
export const DEFAULT_REPORTING_CURRENCY = 'USD';
/** The UA setting (application, inherited from the client) naming the reporting currency. */
export const REPORTING_CURRENCY_SETTING = 'reportingCurrency';

/** The columns of an exchange-rates CSV, in order: one unit of `currency` is worth `rate` reporting-currency units on `date`. */
export const EXCHANGE_RATES_CSV_COLUMNS = ['date', 'currency', 'rate'] as const;

/** Reading the rates: anyone in the creative area (they explain the figures every analytics screen shows). */
export const EXCHANGE_RATES_VIEW: AccessRule = 'creative:access';
/** Entering, importing and deleting rates changes every converted figure: the settings editors' right. */
export const EXCHANGE_RATES_MANAGE: AccessRule = { allOf: ['creative:access', 'settings:updateUa'] };
