import { isAdCopyLanguage } from '@atelier/domain';
import Papa from 'papaparse';
import { badInput } from '../../lib/errors.js';
import { normaliseAdCopy, type AdCopyFields, type AdCopyValues, type TranslationFields, type TranslationValues } from './input.js';
import type { AdCopyView } from './views.js';

/** The most rows one import takes (a file is also capped by the request size, 1 MiB). */
export const MAX_IMPORT_ROWS = 5_000;

/** The columns of the file, in the order an export writes them; headers match case-insensitively. */
const BASE_COLUMNS = ['code', 'name', 'type', 'status', 'theme', 'headline', 'adCopy', 'description', 'rankField', 'language'] as const;
type BaseColumn = (typeof BASE_COLUMNS)[number];
const ALIASES: Record<string, BaseColumn> = { body: 'adCopy', copy: 'adCopy', rank: 'rankField' };
const TRANSLATED = ['headline', 'adCopy', 'description'] as const;
type TranslatedColumn = (typeof TRANSLATED)[number];

type Column = { kind: 'base'; name: BaseColumn } | { kind: 'translation'; name: TranslatedColumn; locale: string };

export interface CsvRecord {
  /** The record's position in the file, the header being 1. */
  line: number;
  cells: string[];
  parseErrors: string[];
}

export interface ParsedCsv {
  columns: Column[];
  records: CsvRecord[];
}

function readColumn(header: string): Column | null {
  const text = header.trim();
  const [namePart, locale] = text.split(':') as [string, string | undefined];
  const lower = namePart.toLowerCase();
  const base = BASE_COLUMNS.find((column) => column.toLowerCase() === lower) ?? ALIASES[lower];
  if (!base) return null;
  if (locale === undefined) return { kind: 'base', name: base };
  const translated = TRANSLATED.find((column) => column === base);
  if (!translated || !isAdCopyLanguage(locale.trim())) return null;
  return { kind: 'translation', name: translated, locale: locale.trim() };
}

/** Reads the file: its header into columns (an unknown one refuses the file), its records. */
export function parseAdCopyCsv(csv: string): ParsedCsv {
  const result = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...rows] = result.data;
  if (!header || header.every((cell) => !cell.trim()))
    throw badInput('The file is empty: it needs a header row and at least one row of ad copy.');
  const columns: Column[] = [];
  const seen = new Set<string>();
  for (const cell of header) {
    const column = readColumn(cell);
    if (!column)
      throw badInput(
        `Unknown column '${cell.trim()}'. Columns: ${BASE_COLUMNS.join(', ')}, and headline:<language>, adCopy:<language>, description:<language> for translations.`,
      );
    const key = column.kind === 'base' ? column.name : `${column.name}:${column.locale}`;
    if (seen.has(key)) throw badInput(`Column '${cell.trim()}' appears twice.`);
    seen.add(key);
    columns.push(column);
  }
  if (!rows.length) throw badInput('The file has a header but no rows of ad copy.');
  if (rows.length > MAX_IMPORT_ROWS) throw badInput(`The file has ${rows.length} rows; one import takes ${MAX_IMPORT_ROWS} at most.`);
  const errorsByRow = new Map<number, string[]>();
  for (const error of result.errors) {
    // Papa's row indexes count the header; ours are the data rows.
    if (error.row == null) continue;
    const index = error.row - 1;
    errorsByRow.set(index, [...(errorsByRow.get(index) ?? []), error.message]);
  }
  const records = rows.map((cells, index) => {
    const parseErrors = [...(errorsByRow.get(index) ?? [])];
    if (cells.length !== columns.length && !parseErrors.length)
      parseErrors.push(`Expected ${columns.length} cells, found ${cells.length}.`);
    // An export escapes formula-like cells with a quote (writeAdCopyCsv); the import takes it off again.
    return { line: index + 2, cells: cells.map((cell) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell)), parseErrors };
  });
  return { columns, records };
}

export type PlannedRow =
  | { line: number; action: 'error'; code: string | null; name: string; errors: string[] }
  | {
      line: number;
      action: 'create';
      code: null;
      name: string;
      errors: [];
      values: AdCopyValues;
      translations: TranslationValues[] | null;
    }
  | {
      line: number;
      action: 'update';
      code: string;
      name: string;
      errors: [];
      existingId: string;
      values: AdCopyValues;
      translations: TranslationValues[] | null;
      replaceLocales: string[];
    };

/**
 * What each record would do: create (no code), update (the code of a copy of this application) or
 * an error, with every problem of the row. Pure: `existing` maps the application's codes to ids.
 */
export function planImport(parsed: ParsedCsv, existing: ReadonlyMap<string, { id: string; language: string }>): PlannedRow[] {
  const locales = [...new Set(parsed.columns.flatMap((column) => (column.kind === 'translation' ? [column.locale] : [])))];
  const codeLines = new Map<string, number>();
  return parsed.records.map((record) => {
    const base: Partial<Record<BaseColumn, string>> = {};
    const translated = new Map<string, TranslationFields>();
    parsed.columns.forEach((column, index) => {
      const cell = record.cells[index] ?? '';
      if (column.kind === 'base') base[column.name] = cell;
      else {
        const entry = translated.get(column.locale) ?? { locale: column.locale };
        entry[column.name] = cell;
        translated.set(column.locale, entry);
      }
    });
    const code = base.code?.trim() || null;
    const name = base.name?.trim() ?? '';
    const errors = [...record.parseErrors];
    const target = code ? existing.get(code) : undefined;
    if (code) {
      const earlier = codeLines.get(code);
      if (earlier) errors.push(`Code ${code} is on line ${earlier} already.`);
      else codeLines.set(code, record.line);
      if (!target) errors.push(`No ad copy with code ${code} in this application.`);
    }
    const fields: AdCopyFields = { ...base, translations: locales.length ? [...translated.values()] : null };
    delete (fields as { code?: string }).code;
    const normalised = normaliseAdCopy(fields, code ? 'update' : 'create');
    if (!normalised.ok) errors.push(...normalised.errors.map((error) => `${error.field}: ${error.message}`));
    const language = (normalised.ok ? normalised.values.language : undefined) ?? target?.language ?? 'en';
    if (normalised.ok && normalised.translations?.some((translation) => translation.locale === language))
      errors.push(`Language '${language}' is the default language and cannot have translation columns filled in.`);
    if (errors.length || !normalised.ok) return { line: record.line, action: 'error', code, name, errors };
    if (code && target)
      return {
        line: record.line,
        action: 'update',
        code,
        name,
        errors: [],
        existingId: target.id,
        values: normalised.values,
        translations: normalised.translations,
        replaceLocales: locales,
      };
    return {
      line: record.line,
      action: 'create',
      code: null,
      name,
      errors: [],
      values: normalised.values,
      translations: normalised.translations,
    };
  });
}

/**
 * The export's columns for these copies, in the import's columns (so an export, edited, imports back
 * as updates): the base columns, then each translated field per language present.
 */
export function adCopyCsvFields(copies: readonly AdCopyView[]) {
  const locales = [...new Set(copies.flatMap((copy) => copy.translations.map((translation) => translation.locale)))].sort();
  return { locales, names: [...BASE_COLUMNS, ...locales.flatMap((locale) => TRANSLATED.map((name) => `${name}:${locale}`))] };
}

/**
 * Some copies as CSV lines in `fields`' columns, with the header line or without (a later part of a
 * file). Cells that a spreadsheet would run as a formula are escaped.
 */
export function writeAdCopyCsvRows(
  copies: readonly AdCopyView[],
  fields: { locales: readonly string[]; names: readonly string[] },
  options: { withHeader: boolean },
): string {
  const data = copies.map((copy) => {
    const row: string[] = [
      copy.code,
      copy.name,
      copy.type,
      copy.status,
      copy.theme,
      copy.headline,
      copy.adCopy,
      copy.description,
      copy.rankField ?? '',
      copy.language,
    ];
    for (const locale of fields.locales) {
      const translation = copy.translations.find((entry) => entry.locale === locale);
      row.push(translation?.headline ?? '', translation?.adCopy ?? '', translation?.description ?? '');
    }
    return row;
  });
  return Papa.unparse({ fields: [...fields.names], data }, { escapeFormulae: true, newline: '\r\n', header: options.withHeader });
}
