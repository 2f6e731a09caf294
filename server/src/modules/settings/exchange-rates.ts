import {
  EXCHANGE_RATES_CSV_COLUMNS,
  EXCHANGE_RATES_MANAGE,
  EXCHANGE_RATES_VIEW,
  isCalendarDay,
  isCurrencyCode,
  type AccessRule,
} from '@atelier/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Database, Executor } from '../../db/client.js';
import { adAccounts, exchangeRates } from '../../db/schema/index.js';
import { badInput, notFound } from '../../lib/errors.js';
import type { Access, ApplicationScope } from '../tenancy/index.js';
import { readReportingCurrency } from './reporting-currency.js';

/**
 * A client's dated exchange rates (issue 28): on a day, one unit of a currency is worth `rate`
 * units of the quote currency. Every operation names an application: its reporting currency is the
 * quote currency the rates are read and written in, so two applications of a client that report
 * in the same currency share one table, and one that reports in another has rates of its own.
 */

export interface RatesDeps {
  db: Database;
  access: Access;
}

interface Target {
  clientCode: string;
  applicationCode: string;
}

/** numeric(24, 12): twelve digits before the point. */
const MAX_RATE = 1e12;
/** Like the metrics import: a file of this size stays well under the request body limit (1 MB). */
export const MAX_RATE_ROWS = 20_000;
/** Errors a preview or an import lists (the counts cover them all). */
const MAX_LISTED_ERRORS = 100;
const BATCH = 1000;

const isDay = isCalendarDay;

function toView(row: typeof exchangeRates.$inferSelect) {
  return {
    day: row.day,
    currency: row.currency,
    quoteCurrency: row.quoteCurrency,
    rate: Number(row.rate),
    source: row.source,
    updateDate: row.updatedAt,
  };
}

async function scopeWithCurrency(deps: RatesDeps, rule: AccessRule, args: Target) {
  const scope: ApplicationScope = await deps.access.require(rule, args);
  const reportingCurrency = await readReportingCurrency(deps.db, scope.clientId, scope.application.id);
  return { scope, reportingCurrency };
}

/** The rates into the application's reporting currency, newest day first, with the currencies its accounts report in. */
export async function findExchangeRates(
  deps: RatesDeps,
  args: Target & { currency?: string | null; limit?: number | null; offset?: number | null },
) {
  const { scope, reportingCurrency } = await scopeWithCurrency(deps, EXCHANGE_RATES_VIEW, args);
  const limit = args.limit ?? 50;
  const offset = args.offset ?? 0;
  if (limit < 1 || limit > 200) throw badInput('Ask for 1 to 200 rates at a time.', [{ field: 'limit', message: '1 to 200.' }]);
  if (offset < 0) throw badInput('The offset must be 0 or more.', [{ field: 'offset', message: '0 or more.' }]);
  const currency = args.currency?.trim().toUpperCase() || null;
  const where = and(
    eq(exchangeRates.clientId, scope.clientId),
    eq(exchangeRates.quoteCurrency, reportingCurrency),
    currency ? eq(exchangeRates.currency, currency) : undefined,
  );
  const [items, [total], currencies, accounts] = await Promise.all([
    deps.db
      .select()
      .from(exchangeRates)
      .where(where)
      .orderBy(desc(exchangeRates.day), asc(exchangeRates.currency))
      .limit(limit)
      .offset(offset),
    deps.db.select({ value: count() }).from(exchangeRates).where(where),
    deps.db
      .selectDistinct({ currency: exchangeRates.currency })
      .from(exchangeRates)
      .where(and(eq(exchangeRates.clientId, scope.clientId), eq(exchangeRates.quoteCurrency, reportingCurrency)))
      .orderBy(asc(exchangeRates.currency)),
    deps.db
      .selectDistinct({ currency: adAccounts.currency })
      .from(adAccounts)
      .where(eq(adAccounts.applicationId, scope.application.id))
      .orderBy(asc(adAccounts.currency)),
  ]);
  return {
    reportingCurrency,
    totalItemCount: total?.value ?? 0,
    currencies: currencies.map((row) => row.currency),
    accountCurrencies: accounts.map((row) => row.currency),
    items: items.map(toView),
  };
}

interface RateInput {
  day: string;
  currency: string;
  rate: number;
}

/** The problems of one rate, in the words the form and the import show. */
function checkRate(input: { day: string; currency: string; rate: number | null }, reportingCurrency: string): string[] {
  const errors: string[] = [];
  if (!isDay(input.day)) errors.push('date must be a day as YYYY-MM-DD.');
  if (!isCurrencyCode(input.currency)) errors.push(`'${input.currency}' is not an ISO 4217 currency code.`);
  else if (input.currency === reportingCurrency) errors.push(`${reportingCurrency} is the reporting currency: its amounts need no rate.`);
  if (input.rate === null || !Number.isFinite(input.rate) || input.rate <= 0 || input.rate >= MAX_RATE)
    errors.push('rate must be a number above 0 (the reporting currency units one unit of the currency is worth).');
  return errors;
}

async function writeRates(
  tx: Executor,
  clientId: string,
  quoteCurrency: string,
  rows: RateInput[],
  source: 'manual' | 'import',
  userId: string,
) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await tx
      .insert(exchangeRates)
      .values(rows.slice(start, start + BATCH).map((row) => ({ ...row, clientId, quoteCurrency, source, updateBy: userId })))
      .onConflictDoUpdate({
        target: [exchangeRates.clientId, exchangeRates.quoteCurrency, exchangeRates.currency, exchangeRates.day],
        set: { rate: sql`excluded.rate`, source: sql`excluded.source`, updateBy: sql`excluded.update_by`, updatedAt: sql`now()` },
      });
  }
}

/** Enters (or replaces) the rate of one day and currency into the application's reporting currency. */
export async function setExchangeRate(deps: RatesDeps, args: Target & RateInput) {
  const viewer = await deps.access.requireViewer();
  const { scope, reportingCurrency } = await scopeWithCurrency(deps, EXCHANGE_RATES_MANAGE, args);
  const input = { day: args.day.trim(), currency: args.currency.trim().toUpperCase(), rate: args.rate };
  const errors = checkRate(input, reportingCurrency);
  if (errors.length)
    throw badInput(
      errors.join(' '),
      errors.map((message) => ({ field: message.startsWith('date') ? 'day' : message.startsWith('rate') ? 'rate' : 'currency', message })),
    );
  return deps.db.transaction(async (tx) => {
    await writeRates(tx, scope.clientId, reportingCurrency, [input], 'manual', viewer.userId);
    const [row] = await tx
      .select()
      .from(exchangeRates)
      .where(
        and(
          eq(exchangeRates.clientId, scope.clientId),
          eq(exchangeRates.quoteCurrency, reportingCurrency),
          eq(exchangeRates.currency, input.currency),
          eq(exchangeRates.day, input.day),
        ),
      );
    return toView(row!);
  });
}

/** Deletes one rate into the reporting currency; "not found" when there is none. */
export async function deleteExchangeRate(deps: RatesDeps, args: Target & { day: string; currency: string }) {
  const { scope, reportingCurrency } = await scopeWithCurrency(deps, EXCHANGE_RATES_MANAGE, args);
  const day = args.day.trim();
  if (!isDay(day)) throw badInput('Enter the day as YYYY-MM-DD.', [{ field: 'day', message: 'Must be a day (YYYY-MM-DD).' }]);
  const deleted = await deps.db
    .delete(exchangeRates)
    .where(
      and(
        eq(exchangeRates.clientId, scope.clientId),
        eq(exchangeRates.quoteCurrency, reportingCurrency),
        eq(exchangeRates.currency, args.currency.trim().toUpperCase()),
        eq(exchangeRates.day, day),
      ),
    )
    .returning({ day: exchangeRates.day });
  if (deleted.length === 0) throw notFound('No such rate.');
  return true;
}

// ---------------------------------------------------------------------------------------------
// CSV import

interface PlannedRate {
  line: number;
  input: { day: string; currency: string; rate: number | null };
  errors: string[];
}

/** Header names, matched case-insensitively. */
const ALIASES: Record<string, (typeof EXCHANGE_RATES_CSV_COLUMNS)[number]> = {
  date: 'date',
  day: 'date',
  currency: 'currency',
  code: 'currency',
  rate: 'rate',
};

/**
 * Reads the file: a header naming date, currency and rate (any order), or none at all when the
 * first cell is already a day (then the columns are date, currency, rate).
 */
function planRatesCsv(csv: string, reportingCurrency: string): PlannedRate[] {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const records = parsed.data;
  if (records.length === 0 || records.every((record) => record.every((cell) => !cell.trim())))
    throw badInput(`The file is empty: it needs rows of ${EXCHANGE_RATES_CSV_COLUMNS.join(',')}.`);
  const first = records[0]!;
  const hasHeader = !isDay(first[0]?.trim() ?? '');
  let order: number[] = [0, 1, 2];
  if (hasHeader) {
    const names = first.map((cell) => ALIASES[cell.trim().toLowerCase()]);
    const unknown = first.find((cell, index) => !names[index] && cell.trim());
    if (unknown !== undefined) throw badInput(`Unknown column '${unknown.trim()}'. Columns: ${EXCHANGE_RATES_CSV_COLUMNS.join(', ')}.`);
    order = EXCHANGE_RATES_CSV_COLUMNS.map((column) => names.indexOf(column));
    const missing = EXCHANGE_RATES_CSV_COLUMNS.filter((_column, index) => order[index]! < 0);
    if (missing.length) throw badInput(`The file needs a '${missing[0]}' column.`);
  }
  const rows = hasHeader ? records.slice(1) : records;
  if (rows.length > MAX_RATE_ROWS) throw badInput(`A file holds at most ${MAX_RATE_ROWS.toLocaleString('en')} rates.`);
  const seen = new Set<string>();
  return rows.map((record, index) => {
    const cell = (column: number) => (record[order[column]!] ?? '').trim();
    const rateText = cell(2);
    const input = {
      day: cell(0),
      currency: cell(1).toUpperCase(),
      // A decimal point only: in a comma-separated file a decimal comma would be ambiguous.
      rate: /^\d+(\.\d+)?([eE][-+]?\d+)?$/.test(rateText) ? Number(rateText) : null,
    };
    const errors = checkRate(input, reportingCurrency);
    const key = `${input.day}:${input.currency}`;
    if (errors.length === 0 && seen.has(key)) errors.push('The same date and currency appear on an earlier row.');
    seen.add(key);
    return { line: index + (hasHeader ? 2 : 1), input, errors };
  });
}

function summarise(plan: PlannedRate[]) {
  const failed = plan.filter((row) => row.errors.length > 0);
  return {
    errorCount: failed.length,
    errors: failed.slice(0, MAX_LISTED_ERRORS).map((row) => ({ line: row.line, messages: row.errors })),
  };
}

/** Says what importing the file would do (new, changed and unchanged rates, the rows in error); writes nothing. */
export async function previewExchangeRatesImport(deps: RatesDeps, args: Target & { csv: string }) {
  const { scope, reportingCurrency } = await scopeWithCurrency(deps, EXCHANGE_RATES_MANAGE, args);
  const plan = planRatesCsv(args.csv, reportingCurrency);
  const valid = plan.filter((row) => row.errors.length === 0).map((row) => row.input as RateInput);
  const stored = new Map<string, number>();
  const currencies = [...new Set(valid.map((row) => row.currency))];
  if (valid.length > 0) {
    const days = valid.map((row) => row.day).sort();
    const rows = await deps.db
      .select({ day: exchangeRates.day, currency: exchangeRates.currency, rate: exchangeRates.rate })
      .from(exchangeRates)
      .where(
        and(
          eq(exchangeRates.clientId, scope.clientId),
          eq(exchangeRates.quoteCurrency, reportingCurrency),
          inArray(exchangeRates.currency, currencies),
          sql`${exchangeRates.day} between ${days[0]} and ${days[days.length - 1]}`,
        ),
      );
    for (const row of rows) stored.set(`${row.day}:${row.currency}`, Number(row.rate));
  }
  let newCount = 0;
  let changedCount = 0;
  for (const row of valid) {
    const before = stored.get(`${row.day}:${row.currency}`);
    if (before === undefined) newCount += 1;
    else if (before !== row.rate) changedCount += 1;
  }
  return {
    reportingCurrency,
    rowCount: plan.length,
    newCount,
    changedCount,
    unchangedCount: valid.length - newCount - changedCount,
    currencies,
    ...summarise(plan),
  };
}

/** Imports the file's valid rates in one transaction; each (date, currency) replaces the stored rate. */
export async function importExchangeRates(deps: RatesDeps, args: Target & { csv: string }) {
  const viewer = await deps.access.requireViewer();
  const { scope, reportingCurrency } = await scopeWithCurrency(deps, EXCHANGE_RATES_MANAGE, args);
  const plan = planRatesCsv(args.csv, reportingCurrency);
  const valid = plan.filter((row) => row.errors.length === 0).map((row) => row.input as RateInput);
  await deps.db.transaction((tx) => writeRates(tx, scope.clientId, reportingCurrency, valid, 'import', viewer.userId));
  return { reportingCurrency, writtenCount: valid.length, ...summarise(plan) };
}
