import { describe, expect, it } from 'vitest';
import { deriveLifeCycle, SUBTYPES_BY_TYPE } from './rules.js';

describe('deriveLifeCycle', () => {
  it.each([
    ['queued', 'queued'],
    ['conceptDev', 'conceptDevelopment'],
    ['conceptRejected', 'conceptDevelopment'],
    ['pendingApproval', 'inProduction'],
    ['rejected', 'inProduction'],
    ['approved', 'approvedForUse'],
    ['active', 'readyToPublish'],
    ['endOfLife', 'endOfLife'],
    ['inactive', 'endOfLife'],
    ['canceled', 'inactive'],
    ['something-else', 'inactive'],
  ])('%s → %s', (status, lifeCycle) => {
    expect(deriveLifeCycle(status)).toBe(lifeCycle);
  });

  it('offers general for every intended use', () => {
    for (const subtypes of Object.values(SUBTYPES_BY_TYPE)) expect(subtypes).toContain('general');
  });
});
