/**
 * Ad copy length and characters as the ad networks check them: user-perceived characters (grapheme
 * clusters, so an emoji with modifiers or a letter with combining marks is one), double-width
 * characters (CJK scripts and full-width forms) counted at the network's rate (Google Ads and
 * TikTok: 2), and the characters a network refuses (emoji, half-width katakana, symbols such as
 * TikTok's `#`, `{` and `}`). Pure: the editor's live counters, the server's checks and the list's
 * "fits network" filter (through the stored measures) all use these functions.
 */

/**
 * The copy's texts a network's rule applies to: the headline and the body (the ad text a network
 * shows: Meta's primary text, Google's description line, TikTok's ad text). The copy's description
 * is internal rich text: never sent to a network, never counted.
 */
export const AD_COPY_TEXT_FIELDS = ['headline', 'body'] as const;
export type AdCopyTextField = (typeof AD_COPY_TEXT_FIELDS)[number];

/** What a text holds, independent of any network: enough to check it against every rule. */
export interface TextMeasure {
  /** Grapheme clusters. */
  graphemes: number;
  /** Of those, double-width ones: Han, Hiragana, Katakana, Hangul, Bopomofo, CJK punctuation, full-width forms. */
  cjk: number;
  /** Of those, emoji ones (pictographs, flags, keycaps). */
  emoji: number;
  /** Of those, half-width katakana (U+FF65–U+FF9F: narrow, and refused by Google Ads). */
  halfWidthKana: number;
  /** The distinct ASCII punctuation and symbol characters of the text, sorted: what refused characters are checked against. */
  symbols: string;
}

/** One network's limit for one field, as stored in the database. */
export interface LengthRule {
  networkCode: string;
  networkName: string;
  field: AdCopyTextField;
  /** What the network calls the field, e.g. "Primary text". */
  label: string;
  minLength: number;
  maxLength: number;
  /** Characters shown before the network truncates (Meta primary text: 125 of 2,200); null when all show. */
  shownLength: number | null;
  /**
   * The limit for text written entirely in double-width characters (Google Ads headline: 15 of 30;
   * TikTok: 50 of 100); each such character then weighs maxLength / cjkMaxLength.
   */
  cjkMaxLength: number | null;
  allowEmoji: boolean;
  /** Whether half-width katakana (ｶﾀｶﾅ) are accepted (Google Ads refuses them). */
  allowHalfWidthKana: boolean;
  /** ASCII punctuation and symbols the network refuses in the field, e.g. TikTok's "#{}"; empty when none. */
  refusedCharacters: string;
}

export type LengthProblem = 'tooLong' | 'tooShort' | 'emoji' | 'halfWidthKana' | 'refusedCharacters';

export interface LengthCheck {
  /** The count the network sees (double-width weighted), rounded up. */
  count: number;
  limit: number;
  /** Over the shown length but within the limit: the network cuts it off with "…". */
  isTruncated: boolean;
  problems: LengthProblem[];
  /** The refused ASCII characters the text holds, in the rule's order (empty when none). */
  refused: string;
  fits: boolean;
}

/** Half-width katakana and their half-width punctuation (U+FF61–U+FF9F): narrow, so not double-width. */
const HALF_WIDTH_KANA = /[\uFF61-\uFF9F]/u;
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303F\uFF01-\uFF60\uFFE0-\uFFE6]/u;
/** Emoji shown as emoji: emoji-presentation characters, pictographs asked for as emoji (U+FE0F), flags, keycaps; not © or ™. */
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\p{Regional_Indicator}|\u20E3/u;
/** ASCII punctuation and symbols: the characters a rule may refuse one by one. */
const ASCII_SYMBOL = /[!-/:-@[-`{-~]/g;

let segmenter: Intl.Segmenter | undefined;

/** The text's grapheme clusters (Intl.Segmenter, the same clusters the networks' counters see). */
export function splitGraphemes(text: string): string[] {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

export function isHalfWidthKanaGrapheme(grapheme: string): boolean {
  return HALF_WIDTH_KANA.test(grapheme);
}

/** A double-width grapheme: CJK scripts and full-width forms (half-width katakana are narrow). */
export function isCjkGrapheme(grapheme: string): boolean {
  return !HALF_WIDTH_KANA.test(grapheme) && CJK.test(grapheme);
}

export function isEmojiGrapheme(grapheme: string): boolean {
  return EMOJI.test(grapheme);
}

/** The distinct ASCII punctuation and symbols of a text, sorted. */
export function asciiSymbols(text: string): string {
  return [...new Set(text.match(ASCII_SYMBOL) ?? [])].sort().join('');
}

/** A rule's refused characters as given by staff: distinct ASCII punctuation and symbols, in the order given. */
export function normaliseRefusedCharacters(text: string): string {
  return [...new Set(text.match(ASCII_SYMBOL) ?? [])].join('');
}

export function measureText(text: string | null | undefined): TextMeasure {
  const measure: TextMeasure = { graphemes: 0, cjk: 0, emoji: 0, halfWidthKana: 0, symbols: '' };
  if (!text) return measure;
  for (const grapheme of splitGraphemes(text)) {
    measure.graphemes += 1;
    if (isEmojiGrapheme(grapheme)) measure.emoji += 1;
    else if (isHalfWidthKanaGrapheme(grapheme)) measure.halfWidthKana += 1;
    else if (isCjkGrapheme(grapheme)) measure.cjk += 1;
  }
  measure.symbols = asciiSymbols(text);
  return measure;
}

/** How much one double-width character weighs under the rule (1 when the rule has no double-width limit). */
export function cjkWeight(rule: Pick<LengthRule, 'maxLength' | 'cjkMaxLength'>): number {
  return rule.cjkMaxLength ? rule.maxLength / rule.cjkMaxLength : 1;
}

/** The count the network sees for a measured text. */
export function countFor(measure: Pick<TextMeasure, 'graphemes' | 'cjk'>, rule: Pick<LengthRule, 'maxLength' | 'cjkMaxLength'>): number {
  const weighted = measure.graphemes - measure.cjk + measure.cjk * cjkWeight(rule);
  // Rounded up (a half-weight character still takes a place); the epsilon absorbs float noise, `|| 0` a -0.
  return Math.ceil(weighted - 1e-9) || 0;
}

export function checkMeasure(measure: TextMeasure, rule: LengthRule): LengthCheck {
  const count = countFor(measure, rule);
  const problems: LengthProblem[] = [];
  if (count > rule.maxLength) problems.push('tooLong');
  if (count < rule.minLength) problems.push('tooShort');
  if (!rule.allowEmoji && measure.emoji > 0) problems.push('emoji');
  if (!rule.allowHalfWidthKana && (measure.halfWidthKana ?? 0) > 0) problems.push('halfWidthKana');
  const held = measure.symbols ?? '';
  const refused = [...(rule.refusedCharacters ?? '')].filter((character) => held.includes(character)).join('');
  if (refused) problems.push('refusedCharacters');
  return {
    count,
    limit: rule.maxLength,
    isTruncated: rule.shownLength != null && count > rule.shownLength && count <= rule.maxLength,
    problems,
    refused,
    fits: problems.length === 0,
  };
}

/** Checks a text against one network's rule for its field. */
export function checkLength(text: string | null | undefined, rule: LengthRule): LengthCheck {
  return checkMeasure(measureText(text), rule);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text of the description's sanitised HTML, as a network would show it: tags dropped, block
 * ends as spaces, entities decoded, whitespace collapsed.
 */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
