/**
 * Naming templates: `{conceptId}_{variant}_{format}` describes how a team names its ads. Each
 * `{placeholder}` matches one name part; literal separators (`_`, `-`, space, `|`) match any run of
 * separators, and case is ignored, so `1042-V2 1080x1080` still reads under the template above.
 * `{conceptId}` is the concept's number (its internal id), `{conceptCode}` its code, `{assetName}`
 * an asset's name without extension; anything else (`{variant}`, `{format}`…) matches any part.
 */

export interface TemplateMatch {
  conceptInternalId?: number;
  conceptCode?: string;
  assetName?: string;
}

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;
const SEPARATORS = /^[\s_\-|.]+$/;

export class TemplateError extends Error {}

/** Checks a template and compiles it; throws TemplateError with a sentence for people. */
export function compileTemplate(template: string): (name: string) => TemplateMatch | null {
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  if (!names.some((name) => name === 'conceptId' || name === 'conceptCode')) {
    throw new TemplateError('A naming template needs {conceptId} or {conceptCode} to tell which concept an ad shows.');
  }
  if (new Set(names).size !== names.length) throw new TemplateError('Each placeholder may appear once in a template.');
  let pattern = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    pattern += literal(template.slice(last, match.index));
    const name = match[1]!;
    if (name === 'conceptId') pattern += '(?<conceptId>\\d{1,9})';
    else if (name === 'conceptCode') pattern += '(?<conceptCode>crc[0-9a-z]{12})';
    else if (name === 'assetName') pattern += '(?<assetName>.+?)';
    else pattern += '[^\\s_\\-|]+?';
    last = match.index + match[0].length;
  }
  pattern += literal(template.slice(last));
  // The concept's number must not be part of a longer number: `(?<!\d)` / `(?!\d)` around the whole.
  const regex = new RegExp(`(?<![0-9a-z])${pattern}(?![0-9a-z])`, 'i');
  return (name) => {
    const match = regex.exec(name.trim());
    if (!match?.groups) return null;
    const result: TemplateMatch = {};
    if (match.groups.conceptId) result.conceptInternalId = Number(match.groups.conceptId);
    if (match.groups.conceptCode) result.conceptCode = match.groups.conceptCode.toLowerCase();
    if (match.groups.assetName) result.assetName = match.groups.assetName.toLowerCase();
    return result;
  };
}

function literal(text: string): string {
  if (!text) return '';
  if (SEPARATORS.test(text)) return '[\\s_\\-|.]+';
  return text
    .split(/[\s_\-|.]+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s_\\-|.]+');
}
