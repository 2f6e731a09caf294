import { CURRENCY_CODES, isCalendarDay } from '@atelier/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** The add-a-rate form: a day, a currency other than the reporting one, and a rate above 0. */
export function createExchangeRateSchema(t: TFunction, reportingCurrency: string) {
  return z.object({
    day: z.string().refine(isCalendarDay, t('settings.rates.validation.day')),
    currency: z
      .string()
      .refine((value) => CURRENCY_CODES.includes(value), t('settings.rates.validation.currency'))
      .refine((value) => value !== reportingCurrency, t('settings.rates.validation.reporting', { currency: reportingCurrency })),
    rate: z
      .string()
      .trim()
      .refine((value) => /^\d+(\.\d+)?$/.test(value) && Number(value) > 0, t('settings.rates.validation.rate')),
  });
}

export type ExchangeRateValues = z.infer<ReturnType<typeof createExchangeRateSchema>>;

/** The currencies the accounts report in that have no rate at all into the reporting currency. */
export function findCurrenciesWithoutRates(page: {
  reportingCurrency: string;
  currencies: readonly string[];
  accountCurrencies: readonly string[];
}) {
  return page.accountCurrencies.filter((currency) => currency !== page.reportingCurrency && !page.currencies.includes(currency));
}

/** A sample file for the import dialog: one unit of each currency in the reporting currency, per day. */
export function ratesCsvSample(reportingCurrency: string, currencies: readonly string[]) {
  const examples = currencies.filter((currency) => currency !== reportingCurrency);
  const list = examples.length ? examples : [reportingCurrency === 'EUR' ? 'USD' : 'EUR'];
  return `date,currency,rate\n${list.map((currency) => `2026-03-02,${currency},1.0842`).join('\n')}\n`;
}
