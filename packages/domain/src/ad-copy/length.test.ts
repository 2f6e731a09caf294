import { describe, expect, it } from 'vitest';
import { resolveAdCopyTexts } from './ad-copy.js';
import {
  checkLength,
  checkMeasure,
  htmlToPlainText,
  measureText,
  normaliseRefusedCharacters,
  type LengthRule,
  type TextMeasure,
} from './length.js';

const rule = (overrides: Partial<LengthRule>): LengthRule => ({
  networkCode: 'x',
  networkName: 'X',
  field: 'headline',
  label: 'Headline',
  minLength: 0,
  maxLength: 30,
  shownLength: null,
  cjkMaxLength: null,
  allowEmoji: true,
  allowHalfWidthKana: true,
  refusedCharacters: '',
  ...overrides,
});

// The seeded rules (migrations 0015 and 0044).
const GOOGLE = { networkCode: 'google', allowEmoji: false, allowHalfWidthKana: false } as const;
const GOOGLE_HEADLINE = rule({ ...GOOGLE, maxLength: 30, cjkMaxLength: 15, refusedCharacters: '!' });
const GOOGLE_DESCRIPTION = rule({ ...GOOGLE, field: 'body', label: 'Description', maxLength: 90, cjkMaxLength: 45 });
const META_HEADLINE = rule({ networkCode: 'meta', maxLength: 40 });
const META_PRIMARY = rule({ networkCode: 'meta', field: 'body', maxLength: 2200, shownLength: 125 });
const TIKTOK_TEXT = rule({
  networkCode: 'tiktok',
  field: 'body',
  minLength: 1,
  maxLength: 100,
  cjkMaxLength: 50,
  allowEmoji: false,
  refusedCharacters: '#{}',
});

/** Family emoji: five code points joined by ZWJ, one grapheme. */
const FAMILY = '👨\u200D👩\u200D👧\u200D👦';
/** 'e' with a combining acute and a combining dot below: three code points, one grapheme. */
const E_MARKS = 'e\u0301\u0323';
/** A Han character: one wide under a rule without a CJK limit (every seeded rule but TikTok's). */
const HAN = '字';

describe('measureText', () => {
  it('counts grapheme clusters, not code units or code points', () => {
    expect(measureText(FAMILY)).toMatchObject({ graphemes: 1, cjk: 0, emoji: 1 });
    expect(measureText(E_MARKS)).toMatchObject({ graphemes: 1, cjk: 0, emoji: 0 });
    expect(measureText('🇩🇪')).toMatchObject({ graphemes: 1, cjk: 0, emoji: 1 });
    expect(measureText('👍🏽')).toMatchObject({ graphemes: 1, cjk: 0, emoji: 1 });
    expect(measureText('日本語テキスト한국')).toMatchObject({ graphemes: 9, cjk: 9, emoji: 0 });
    expect(measureText('')).toEqual({ graphemes: 0, cjk: 0, emoji: 0, halfWidthKana: 0, symbols: '' });
  });

  it('takes full-width forms for double-width and half-width katakana for narrow', () => {
    expect(measureText('ＡＢＣ１２３！')).toMatchObject({ graphemes: 7, cjk: 7, halfWidthKana: 0 });
    expect(measureText('ｶﾀｶﾅ')).toMatchObject({ graphemes: 4, cjk: 0, halfWidthKana: 4 });
    expect(measureText('カタカナ')).toMatchObject({ graphemes: 4, cjk: 4, halfWidthKana: 0 });
  });

  it('lists the distinct ASCII punctuation and symbols, sorted', () => {
    expect(measureText('Win #1 {now}! Win #2!').symbols).toBe('!#{}');
    expect(measureText('Jetzt spielen').symbols).toBe('');
    // Full-width forms are not ASCII: a full-width ＃ is double-width text, not TikTok's #.
    expect(measureText('＃１').symbols).toBe('');
  });

  it('does not take © or ™ for emoji', () => {
    expect(measureText('Atelier™ ©').emoji).toBe(0);
    expect(measureText('❤️').emoji).toBe(1);
  });
});

describe.each([
  ['emoji', FAMILY],
  ['combining marks', E_MARKS],
  ['CJK', HAN],
  ['Latin', 'a'],
])('a %s text at each limit ±1', (_kind, unit) => {
  it.each([
    ['Google Ads headline', rule({ ...GOOGLE_HEADLINE, allowEmoji: true, cjkMaxLength: null }), 30],
    ['Google Ads description', rule({ ...GOOGLE_DESCRIPTION, allowEmoji: true, cjkMaxLength: null }), 90],
    ['Meta headline', META_HEADLINE, 40],
    ['Meta primary text', META_PRIMARY, 2200],
  ])("%s (%i, the network's refusals and double width aside)", (_name, limitRule, limit) => {
    expect(checkLength(unit.repeat(limit - 1), limitRule)).toMatchObject({ count: limit - 1, fits: true });
    expect(checkLength(unit.repeat(limit), limitRule)).toMatchObject({ count: limit, fits: true });
    expect(checkLength(unit.repeat(limit + 1), limitRule)).toMatchObject({ count: limit + 1, fits: false, problems: ['tooLong'] });
  });
});

describe('CJK width', () => {
  it('TikTok: 50 CJK characters fit, 51 do not; 49 with one Latin letter fit', () => {
    expect(checkLength('字'.repeat(49), TIKTOK_TEXT)).toMatchObject({ count: 98, fits: true });
    expect(checkLength('字'.repeat(50), TIKTOK_TEXT)).toMatchObject({ count: 100, fits: true });
    expect(checkLength('字'.repeat(51), TIKTOK_TEXT)).toMatchObject({ count: 102, fits: false, problems: ['tooLong'] });
    expect(checkLength(`${'あ'.repeat(49)}a`, TIKTOK_TEXT)).toMatchObject({ count: 99, fits: true });
    expect(checkLength(`${'한'.repeat(49)}ab`, TIKTOK_TEXT)).toMatchObject({ count: 100, fits: true });
    expect(checkLength(`${'한'.repeat(49)}abc`, TIKTOK_TEXT)).toMatchObject({ count: 101, fits: false });
  });

  it('TikTok: 99, 100 and 101 Latin characters', () => {
    expect(checkLength('a'.repeat(99), TIKTOK_TEXT).fits).toBe(true);
    expect(checkLength('a'.repeat(100), TIKTOK_TEXT).fits).toBe(true);
    expect(checkLength('a'.repeat(101), TIKTOK_TEXT).fits).toBe(false);
  });

  it('Meta headline: CJK counts 1, so 39 wide fits, alone or beside emoji and combining marks', () => {
    expect(checkLength(HAN.repeat(39), META_HEADLINE)).toMatchObject({ count: 39, fits: true });
    expect(checkLength(`${HAN.repeat(37)}${FAMILY}${E_MARKS}`, META_HEADLINE)).toMatchObject({ count: 39, fits: true });
    expect(checkLength(`${HAN.repeat(39)}${FAMILY}`, META_HEADLINE)).toMatchObject({ count: 40, fits: true });
    expect(checkLength(`${HAN.repeat(39)}${FAMILY}${E_MARKS}`, META_HEADLINE)).toMatchObject({ count: 41, fits: false });
  });
});

describe('Google Ads double-width counting, at each limit ±1', () => {
  it.each([
    ['Han', HAN],
    ['Hiragana', 'あ'],
    ['full-width Katakana', 'カ'],
    ['Hangul', '한'],
    ['a full-width Latin letter', 'Ａ'],
    ['a full-width digit', '１'],
    ['CJK punctuation', '。'],
  ])('headline: 14, 15 and 16 of %s weigh 28, 30 and 32 of 30', (_kind, wide) => {
    expect(checkLength(wide.repeat(14), GOOGLE_HEADLINE)).toMatchObject({ count: 28, fits: true });
    expect(checkLength(wide.repeat(15), GOOGLE_HEADLINE)).toMatchObject({ count: 30, fits: true });
    expect(checkLength(wide.repeat(16), GOOGLE_HEADLINE)).toMatchObject({ count: 32, fits: false, problems: ['tooLong'] });
  });

  it('description: 44, 45 and 46 double-width characters weigh 88, 90 and 92 of 90', () => {
    expect(checkLength(HAN.repeat(44), GOOGLE_DESCRIPTION)).toMatchObject({ count: 88, fits: true });
    expect(checkLength(HAN.repeat(45), GOOGLE_DESCRIPTION)).toMatchObject({ count: 90, fits: true });
    expect(checkLength(HAN.repeat(46), GOOGLE_DESCRIPTION)).toMatchObject({ count: 92, fits: false, problems: ['tooLong'] });
  });

  it('mixed: 14 wide and 1, 2 or 3 narrow make 29, 30 and 31 of 30', () => {
    expect(checkLength(`${HAN.repeat(14)}a`, GOOGLE_HEADLINE)).toMatchObject({ count: 29, fits: true });
    expect(checkLength(`${HAN.repeat(14)}ab`, GOOGLE_HEADLINE)).toMatchObject({ count: 30, fits: true });
    expect(checkLength(`${HAN.repeat(14)}abc`, GOOGLE_HEADLINE)).toMatchObject({ count: 31, fits: false });
  });

  it('Latin at 29, 30 and 31 of 30, and 89, 90 and 91 of 90', () => {
    expect(checkLength('a'.repeat(29), GOOGLE_HEADLINE).fits).toBe(true);
    expect(checkLength('a'.repeat(30), GOOGLE_HEADLINE).fits).toBe(true);
    expect(checkLength('a'.repeat(31), GOOGLE_HEADLINE)).toMatchObject({ count: 31, fits: false });
    expect(checkLength('a'.repeat(89), GOOGLE_DESCRIPTION).fits).toBe(true);
    expect(checkLength('a'.repeat(90), GOOGLE_DESCRIPTION).fits).toBe(true);
    expect(checkLength('a'.repeat(91), GOOGLE_DESCRIPTION)).toMatchObject({ count: 91, fits: false });
  });

  it('half-width katakana are narrow but refused, in headlines and descriptions', () => {
    expect(checkLength('ｶﾀｶﾅ', GOOGLE_HEADLINE)).toMatchObject({ count: 4, fits: false, problems: ['halfWidthKana'] });
    expect(checkLength('ｹﾞｰﾑ', GOOGLE_DESCRIPTION)).toMatchObject({ fits: false, problems: ['halfWidthKana'] });
    expect(checkLength('ｶﾀｶﾅ', TIKTOK_TEXT)).toMatchObject({ count: 4, fits: true });
  });

  it('emoji are refused in headlines and descriptions, even within the length', () => {
    expect(checkLength('Play now 🎮', GOOGLE_HEADLINE)).toMatchObject({ fits: false, problems: ['emoji'] });
    expect(checkLength('Best puzzle game ❤️', GOOGLE_DESCRIPTION)).toMatchObject({ fits: false, problems: ['emoji'] });
    expect(checkLength('Atelier™ ©', GOOGLE_HEADLINE).fits).toBe(true);
  });

  it('an exclamation mark is refused in a headline, not in a description', () => {
    expect(checkLength('Play now!', GOOGLE_HEADLINE)).toMatchObject({ fits: false, problems: ['refusedCharacters'], refused: '!' });
    expect(checkLength('Play now!', GOOGLE_DESCRIPTION)).toMatchObject({ fits: true, refused: '' });
  });
});

describe('refused characters', () => {
  it.each(['#', '{', '}'])('TikTok refuses %s', (character) => {
    expect(checkLength(`Play ${character} now`, TIKTOK_TEXT)).toMatchObject({
      fits: false,
      problems: ['refusedCharacters'],
      refused: character,
    });
  });

  it("names every refused character held, in the rule's order", () => {
    expect(checkLength('{Win} #1', TIKTOK_TEXT)).toMatchObject({ refused: '#{}', problems: ['refusedCharacters'] });
    expect(checkLength('Win 100% & more: now (really)?', TIKTOK_TEXT)).toMatchObject({ refused: '', fits: true });
  });

  it('checks a stored measure from before the symbols were kept as holding none', () => {
    expect(checkMeasure({ graphemes: 5, cjk: 0, emoji: 0 } as TextMeasure, TIKTOK_TEXT)).toMatchObject({ fits: true, refused: '' });
  });
});

describe('emoji and minimum rules', () => {
  it('TikTok refuses any emoji, even one that fits the length', () => {
    expect(checkLength('Play now 🎮', TIKTOK_TEXT)).toMatchObject({ fits: false, problems: ['emoji'] });
    expect(checkLength(`${'a'.repeat(100)}${FAMILY}`, TIKTOK_TEXT).problems).toEqual(['tooLong', 'emoji']);
  });

  it('TikTok needs at least one character', () => {
    expect(checkLength('', TIKTOK_TEXT)).toMatchObject({ count: 0, fits: false, problems: ['tooShort'] });
    expect(checkLength('a', TIKTOK_TEXT).fits).toBe(true);
  });
});

describe('shown length', () => {
  it('Meta primary text: 125 shown, 126 truncated but fitting, 2,201 over', () => {
    expect(checkLength('a'.repeat(125), META_PRIMARY)).toMatchObject({ isTruncated: false, fits: true });
    expect(checkLength('a'.repeat(126), META_PRIMARY)).toMatchObject({ isTruncated: true, fits: true });
    expect(checkLength('a'.repeat(2200), META_PRIMARY)).toMatchObject({ isTruncated: true, fits: true });
    expect(checkLength('a'.repeat(2201), META_PRIMARY)).toMatchObject({ isTruncated: false, fits: false });
  });
});

describe('normaliseRefusedCharacters', () => {
  it('keeps distinct ASCII punctuation and symbols in the order given', () => {
    expect(normaliseRefusedCharacters('# { } #, a1')).toBe('#{},');
    expect(normaliseRefusedCharacters('')).toBe('');
  });
});

describe('htmlToPlainText', () => {
  it('drops tags, decodes entities and collapses whitespace', () => {
    expect(htmlToPlainText('<p>Fast &amp; <strong>fun</strong></p><p>Try&nbsp;it &#x1F600;</p>')).toBe('Fast & fun Try it 😀');
  });
});

describe('resolveAdCopyTexts', () => {
  const defaults = { headline: 'Play now', body: 'Best game', description: '<p>Notes</p>' };
  it('uses the translation where it has a text and the default language elsewhere', () => {
    const texts = resolveAdCopyTexts(defaults, [{ locale: 'de', headline: 'Jetzt spielen', body: '' }], 'de');
    expect(texts).toMatchObject({ headline: 'Jetzt spielen', body: 'Best game', description: '<p>Notes</p>' });
    expect(texts.isFallback).toEqual({ headline: false, body: true, description: true });
  });
  it('falls back entirely for a language without a translation', () => {
    expect(resolveAdCopyTexts(defaults, [], 'fr')).toMatchObject({ headline: 'Play now', body: 'Best game' });
  });
  it('takes a blank translated text for none, and keeps a typed one as typed', () => {
    const texts = resolveAdCopyTexts(defaults, [{ locale: 'de', headline: ' Jetzt ', body: '  ' }], 'de');
    expect(texts).toMatchObject({ headline: ' Jetzt ', body: 'Best game' });
    expect(texts.isFallback).toMatchObject({ headline: false, body: true });
  });
  it('gives the default texts, none of them a fallback, for the default language', () => {
    expect(resolveAdCopyTexts(defaults, [{ locale: 'de', headline: 'Jetzt' }], null)).toEqual({
      ...defaults,
      isFallback: { headline: false, body: false, description: false },
    });
  });
});
