/**
 * Ad copy length as the ad networks count it: user-perceived characters (grapheme clusters, so an
 * emoji with modifiers or a letter with combining marks is one), CJK characters counted at the
 * network's CJK rate (TikTok: 100 Latin or 50 CJK, so a CJK character weighs 2), and emoji found
 * for networks that refuse them. Pure: the editor's live counters, the server's checks and the
 * list's "fits network" filter (through the stored measures) all use these functions.
 */

/** The three texts a length rule may apply to (the body is the ad copy's `adCopy`). */
export const AD_COPY_TEXT_FIELDS = ['headline', 'body', 'description'] as const;
export type AdCopyTextField = (typeof AD_COPY_TEXT_FIELDS)[number];

/** What a text holds, independent of any network: enough to check it against every rule. */
export interface TextMeasure {
  /** Grapheme clusters. */
  graphemes: number;
  /** Of those, CJK ones (Han, Hiragana, Katakana, Hangul, full-width forms, CJK punctuation). */
  cjk: number;
  /** Of those, emoji ones (pictographs, flags, keycaps). */
  emoji: number;
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
  /** The limit for text written entirely in CJK (TikTok: 50); each CJK character then weighs maxLength / cjkMaxLength. */
  cjkMaxLength: number | null;
  allowEmoji: boolean;
}

export type LengthProblem = 'tooLong' | 'tooShort' | 'emoji';

export interface LengthCheck {
  /** The count the network sees (CJK weighted), rounded up. */
  count: number;
  limit: number;
  /** Over the shown length but within the limit: the network cuts it off with "…". */
  isTruncated: boolean;
  problems: LengthProblem[];
  fits: boolean;
}

const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303F\uFF01-\uFF60\uFFE0-\uFFE6]/u;
/** Emoji shown as emoji: emoji-presentation characters, pictographs asked for as emoji (U+FE0F), flags, keycaps; not © or ™. */
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\p{Regional_Indicator}|\u20E3/u;

let segmenter: Intl.Segmenter | undefined;

/** The text's grapheme clusters (Intl.Segmenter, the same clusters the networks' counters see). */
export function splitGraphemes(text: string): string[] {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

export function isCjkGrapheme(grapheme: string): boolean {
  return CJK.test(grapheme);
}

export function isEmojiGrapheme(grapheme: string): boolean {
  return EMOJI.test(grapheme);
}

export function measureText(text: string | null | undefined): TextMeasure {
  const measure: TextMeasure = { graphemes: 0, cjk: 0, emoji: 0 };
  if (!text) return measure;
  for (const grapheme of splitGraphemes(text)) {
    measure.graphemes += 1;
    if (isEmojiGrapheme(grapheme)) measure.emoji += 1;
    else if (isCjkGrapheme(grapheme)) measure.cjk += 1;
  }
  return measure;
}

/** How much one CJK character weighs under the rule (1 when the rule has no CJK limit). */
export function cjkWeight(rule: Pick<LengthRule, 'maxLength' | 'cjkMaxLength'>): number {
  return rule.cjkMaxLength ? rule.maxLength / rule.cjkMaxLength : 1;
}

/** The count the network sees for a measured text. */
export function countFor(measure: TextMeasure, rule: Pick<LengthRule, 'maxLength' | 'cjkMaxLength'>): number {
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
  return {
    count,
    limit: rule.maxLength,
    isTruncated: rule.shownLength != null && count > rule.shownLength && count <= rule.maxLength,
    problems,
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
