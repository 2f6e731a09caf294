import { describe, expect, it } from 'vitest';
import { resolveAdCopyTexts } from './ad-copy.js';
import { checkLength, htmlToPlainText, measureText, type LengthRule } from './length.js';

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
  ...overrides,
});

// The seeded rules (migration 0015).
const GOOGLE_HEADLINE = rule({ networkCode: 'google', maxLength: 30 });
const GOOGLE_DESCRIPTION = rule({ networkCode: 'google', field: 'description', maxLength: 90 });
const META_HEADLINE = rule({ networkCode: 'meta', maxLength: 40 });
const META_DESCRIPTION = rule({ networkCode: 'meta', field: 'description', maxLength: 30 });
const META_PRIMARY = rule({ networkCode: 'meta', field: 'body', maxLength: 2200, shownLength: 125 });
const TIKTOK_TEXT = rule({ networkCode: 'tiktok', field: 'body', minLength: 1, maxLength: 100, cjkMaxLength: 50, allowEmoji: false });

/** Family emoji: five code points joined by ZWJ, one grapheme. */
const FAMILY = '👨\u200D👩\u200D👧\u200D👦';
/** 'e' with a combining acute and a combining dot below: three code points, one grapheme. */
const E_MARKS = 'e\u0301\u0323';
/** A Han character: one wide under a rule without a CJK limit (every seeded rule but TikTok's). */
const HAN = '字';

describe('measureText', () => {
  it('counts grapheme clusters, not code units or code points', () => {
    expect(measureText(FAMILY)).toEqual({ graphemes: 1, cjk: 0, emoji: 1 });
    expect(measureText(E_MARKS)).toEqual({ graphemes: 1, cjk: 0, emoji: 0 });
    expect(measureText('🇩🇪')).toEqual({ graphemes: 1, cjk: 0, emoji: 1 });
    expect(measureText('👍🏽')).toEqual({ graphemes: 1, cjk: 0, emoji: 1 });
    expect(measureText('日本語テキスト한국')).toEqual({ graphemes: 9, cjk: 9, emoji: 0 });
    expect(measureText('')).toEqual({ graphemes: 0, cjk: 0, emoji: 0 });
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
    ['Google Ads headline', GOOGLE_HEADLINE, 30],
    ['Google Ads description', GOOGLE_DESCRIPTION, 90],
    ['Meta headline', META_HEADLINE, 40],
    ['Meta description', META_DESCRIPTION, 30],
    ['Meta primary text', META_PRIMARY, 2200],
  ])('%s (%i)', (_name, limitRule, limit) => {
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

  it('Google Ads headline: CJK counts 1, so 29 wide fits, alone or beside emoji and combining marks', () => {
    expect(checkLength(HAN.repeat(29), GOOGLE_HEADLINE)).toMatchObject({ count: 29, fits: true });
    expect(checkLength(`${HAN.repeat(27)}${FAMILY}${E_MARKS}`, GOOGLE_HEADLINE)).toMatchObject({ count: 29, fits: true });
    expect(checkLength(`${HAN.repeat(29)}${FAMILY}`, GOOGLE_HEADLINE)).toMatchObject({ count: 30, fits: true });
    expect(checkLength(`${HAN.repeat(29)}${FAMILY}${E_MARKS}`, GOOGLE_HEADLINE)).toMatchObject({ count: 31, fits: false });
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
