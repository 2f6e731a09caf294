import { describe, expect, it } from 'vitest';
import { findStatusOptions } from './status-options';

const disabledOf = (options: ReturnType<typeof findStatusOptions>) =>
  options.filter((option) => option.isDisabled).map((option) => option.value);

const APPROVAL_STAGE = ['conceptRejected', 'conceptApproved', 'rejected', 'approved', 'active'];

describe('status options', () => {
  it('offers approval-stage statuses to approval users only', () => {
    expect(disabledOf(findStatusOptions({ canApprove: false, canUpdate: true }, 'queued'))).toEqual(APPROVAL_STAGE);
    expect(disabledOf(findStatusOptions({ canApprove: true, canUpdate: true }, 'queued'))).toEqual([]);
  });

  it('keeps a concept in an approval-stage status there for anyone but an approval user', () => {
    const options = findStatusOptions({ canApprove: false, canUpdate: true }, 'approved');
    expect(options.filter((option) => !option.isDisabled).map((option) => option.value)).toEqual(['approved']);
  });

  it('lets an approval user without edit rights decide, and nothing else', () => {
    const enabled = findStatusOptions({ canApprove: true, canUpdate: false }, 'conceptApproval')
      .filter((option) => !option.isDisabled)
      .map((option) => option.value);
    expect(enabled).toEqual(['conceptApproval', ...APPROVAL_STAGE]);
  });

  it('lists every status', () => {
    expect(findStatusOptions({ canApprove: false, canUpdate: true }, 'queued')).toHaveLength(13);
  });
});
