import { describe, expect, it } from 'vitest';
import { findStatusOptions } from './status-options';

const disabledOf = (options: ReturnType<typeof findStatusOptions>) =>
  options.filter((option) => option.isDisabled).map((option) => option.value);

describe('status options', () => {
  it('keeps approved, rejected and active for approval users', () => {
    expect(disabledOf(findStatusOptions(false))).toEqual(['rejected', 'approved', 'active']);
    expect(disabledOf(findStatusOptions(true))).toEqual([]);
  });

  it('lists every status, so a concept already approved still shows it', () => {
    expect(findStatusOptions(false).map((option) => option.value)).toContain('approved');
    expect(findStatusOptions(false)).toHaveLength(13);
  });

  it('allows every status in the parent form', () => {
    expect(disabledOf(findStatusOptions(false, { allowAll: true }))).toEqual([]);
  });
});
