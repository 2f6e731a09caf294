import { describe, expect, it, vi } from 'vitest';
import { compileTemplate, compileTemplateProgram, MAX_AD_NAME_LENGTH, normaliseConceptName, TemplateError } from './templates.js';

describe('naming templates', () => {
  const read = compileTemplate('{conceptId}_{variant}_{format}');

  it('reads the concept number out of names written to the template, and out of noisy ones', () => {
    expect(read('1042_v2_1080x1080')).toEqual({ conceptInternalId: 1042 });
    expect(read('1042-V2 1080x1920 (copy)')).toEqual({ conceptInternalId: 1042 });
    expect(read('Copy of 1042_v2_1080x1080')).toEqual({ conceptInternalId: 1042 });
  });

  it('does not read a number that is part of a longer one, or a name without the parts', () => {
    expect(read('91042x_v2')).toBeNull();
    expect(read('UA test v3')).toBeNull();
  });

  it('needs a placeholder that names a concept', () => {
    expect(() => compileTemplate('{variant}_{format}')).toThrow(TemplateError);
  });

  it('reads concept codes and asset names, case ignored', () => {
    // {assetName} is lazy: it ends at the first place no letter or digit follows.
    expect(compileTemplate('{conceptCode}-{assetName}')('CRC0A1B2C3D4E5F-Hero Shot.v2')).toEqual({
      conceptCode: 'crc0a1b2c3d4e5f',
      assetName: 'hero',
    });
    expect(compileTemplate('UA {conceptId} | {assetName}')('ua 77_boss')).toEqual({ conceptInternalId: 77, assetName: 'boss' });
  });

  it('normalises a concept name: case, spaces, punctuation and CamelCase do not count', () => {
    for (const name of ['Gem rush', 'GemRush', 'gem_rush', 'GEM-RUSH', ' Gem  Rush! ', 'Ｇｅｍ Ｒｕｓｈ'])
      expect(normaliseConceptName(name), name).toBe('gemrush');
    expect(normaliseConceptName('Boss fight 2')).toBe('bossfight2');
    expect(normaliseConceptName('宝石ラッシュ')).toBe('宝石ラッシュ');
    expect(normaliseConceptName('!!! ---')).toBe('');
  });

  it('reads {conceptName} as one name part, normalised, beside the other parts', () => {
    const byName = compileTemplate('{game}_{conceptName}_{variant}_{format}_{lang}');
    expect(byName('PQ_GemRush_v3_1080x1920_JA')).toEqual({ conceptNameKey: 'gemrush' });
    expect(byName('pq-GEMRUSH v3 1080x1920 EN')).toEqual({ conceptNameKey: 'gemrush' });
    // Too few parts: the template does not read the name.
    expect(byName('PQ_GemRush_v3')).toBeNull();
    // A template may carry the name alone, or with an id (then the id decides).
    expect(() => compileTemplate('{conceptName}_{format}')).not.toThrow();
    expect(compileTemplate('{conceptId}_{conceptName}')('1042_GemRush')).toEqual({ conceptInternalId: 1042, conceptNameKey: 'gemrush' });
    // A part with nothing of a name in it reads no name.
    expect(compileTemplate('{conceptName}_{format}')('!!_1080x1080')).toEqual({});
  });

  it('reads {conceptName} in linear time on crafted names', () => {
    const construct = vi.spyOn(globalThis, 'RegExp');
    const started = performance.now();
    try {
      const crafted = compileTemplate('{conceptName}.{a}.{b}.{c}.{d}.{e}.{f}!');
      expect(crafted(`A${'.'.repeat(MAX_AD_NAME_LENGTH - 1)}`)).toBeNull();
      expect(construct).not.toHaveBeenCalled();
    } finally {
      construct.mockRestore();
    }
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('bounds the template and the ad name it reads, with a sentence for people', () => {
    expect(() => compileTemplate(`{conceptId}_${'x'.repeat(200)}`)).toThrow('A naming template is at most 200 characters.');
    expect(read(`1042_v2_${'x'.repeat(MAX_AD_NAME_LENGTH)}`)).toBeNull();
  });

  it('reads a crafted name in linear time: no backtracking RegExp is built from the template', () => {
    // With the RegExp translation, 34 dots took seconds and every dot more multiplied it (1.5 s at 32).
    const construct = vi.spyOn(globalThis, 'RegExp');
    const started = performance.now();
    try {
      const crafted = compileTemplate('{conceptId}.{a}.{b}.{c}.{d}.{e}.{f}!');
      const adjacent = compileTemplate('{conceptId}{a}{b}{c}{d}{e}{f}{g}{h}!');
      expect(construct).not.toHaveBeenCalled();
      expect(crafted(`1${'.'.repeat(34)}`)).toBeNull();
      expect(crafted(`1${'.'.repeat(MAX_AD_NAME_LENGTH - 1)}`)).toBeNull();
      expect(adjacent(`1${'a'.repeat(MAX_AD_NAME_LENGTH - 1)}`)).toBeNull();
      expect(construct).not.toHaveBeenCalled();
    } finally {
      construct.mockRestore();
    }
    // A safety net only: the proof is that it finishes at all.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(compileTemplateProgram('{conceptId}.{a}').every((instruction) => typeof instruction.op === 'string')).toBe(true);
  });

  it('reads exactly what the earlier RegExp translation read, on many generated names', () => {
    const templates = [
      '{conceptId}_{variant}_{format}',
      '{conceptCode}-{assetName}',
      '{assetName}.{conceptId}',
      'v{conceptId}x{a}',
      '{conceptId}{a}{b}',
      'UA {conceptId} | {assetName}',
      '{a}.{conceptId}..{b}',
      '{conceptCode}',
      '_{conceptId}_',
      'Ä{conceptId}ß',
    ];
    const tokens = [
      '1042',
      '7',
      '12345678901',
      'crc00000000000a',
      'CRC0000000000ZZ',
      'v2',
      'hero',
      'ä',
      'SS',
      '_',
      '-',
      ' ',
      '.',
      '|',
      'x',
      '(copy)',
      '\n',
    ];
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (const template of templates) {
      const subject = compileTemplate(template);
      const reference = referenceTemplate(template);
      for (let index = 0; index < 1500; index += 1) {
        const length = Math.floor(random() * 9);
        const name = Array.from({ length }, () => tokens[Math.floor(random() * tokens.length)]).join('');
        expect(subject(name), `${template} / ${JSON.stringify(name)}`).toEqual(reference(name));
      }
    }
  });
});

/** The earlier translation into a RegExp, kept as the reference of what templates read (small inputs only). */
function referenceTemplate(template: string) {
  const literal = (text: string) => {
    if (!text) return '';
    if (/^[\s_\-|.]+$/.test(text)) return '[\\s_\\-|.]+';
    return text
      .split(/[\s_\-|.]+/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[\\s_\\-|.]+');
  };
  let pattern = '';
  let last = 0;
  for (const match of template.matchAll(/\{([a-zA-Z]+)\}/g)) {
    pattern += literal(template.slice(last, match.index));
    const name = match[1]!;
    if (name === 'conceptId') pattern += '(?<conceptId>\\d{1,9})';
    else if (name === 'conceptCode') pattern += '(?<conceptCode>crc[0-9a-z]{12})';
    else if (name === 'assetName') pattern += '(?<assetName>.+?)';
    else pattern += '[^\\s_\\-|]+?';
    last = match.index + match[0].length;
  }
  pattern += literal(template.slice(last));
  const regex = new RegExp(`(?<![0-9a-z])${pattern}(?![0-9a-z])`, 'i');
  return (name: string) => {
    const match = regex.exec(name.trim());
    if (!match?.groups) return null;
    const result: Record<string, unknown> = {};
    if (match.groups.conceptId) result.conceptInternalId = Number(match.groups.conceptId);
    if (match.groups.conceptCode) result.conceptCode = match.groups.conceptCode.toLowerCase();
    if (match.groups.assetName) result.assetName = match.groups.assetName.toLowerCase();
    return result;
  };
}
