import { describe, expect, it } from 'vitest';
import { compileTemplate, TemplateError } from './templates.js';

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
});
