import { describe, expect, it } from 'vitest';
import { createDefaultValues, resolveTextsIn, toAdCopyInput } from './ad-copy-form';

describe('ad copy form values', () => {
  it('starts with the spec defaults', () => {
    expect(createDefaultValues()).toMatchObject({
      status: 'active',
      type: 'standard',
      theme: 'General',
      rankField: '',
      name: '',
      adCopy: '',
    });
  });

  it('sends trimmed texts, no rank as null, and translations without the default language', () => {
    const values = {
      ...createDefaultValues(),
      name: ' Spring ',
      headline: ' Play now ',
      adCopy: ' Body ',
      translations: { de: { headline: ' Jetzt ', adCopy: '', description: '' }, en: { headline: 'x', adCopy: '', description: '' } },
    };
    expect(toAdCopyInput(values)).toMatchObject({
      name: 'Spring',
      headline: 'Play now',
      adCopy: 'Body',
      rankField: null,
      translations: [{ locale: 'de', headline: 'Jetzt', adCopy: null, description: null }],
    });
  });

  it('falls back to the default language for a missing translated text', () => {
    const values = {
      ...createDefaultValues(),
      headline: 'Play now',
      adCopy: 'Best game',
      translations: { de: { headline: 'Jetzt spielen', adCopy: ' ', description: '' } },
    };
    expect(resolveTextsIn(values, 'de')).toMatchObject({
      headline: 'Jetzt spielen',
      body: 'Best game',
      isFallback: { headline: false, body: true, description: true },
    });
    expect(resolveTextsIn(values, 'fr').headline).toBe('Play now');
    expect(resolveTextsIn(values, 'en')).toMatchObject({ headline: 'Play now', isFallback: { headline: false, body: false } });
  });
});
