import { describe, expect, it } from 'vitest';
import * as server from '../../../../../server/src/modules/concepts/rules';
import {
  ALL_INTENDED_USES,
  APPROVAL_STATUSES,
  CONCEPT_STATUSES,
  MODEL_TYPES,
  SUBTYPES_BY_TYPE,
  WORKFLOW_STATUSES,
  DELIVERY_COLORS,
  deliveryColor,
  deriveLifeCycle,
  isConceptCode,
  parseEditorTab,
  targetDateOf,
} from './concept-rules';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('concept rules', () => {
  it('derives lifecycle groups from status', () => {
    expect(deriveLifeCycle('conceptApproved')).toBe('conceptDevelopment');
    expect(deriveLifeCycle('pendingApproval')).toBe('inProduction');
    expect(deriveLifeCycle('active')).toBe('readyToPublish');
    expect(deriveLifeCycle('canceled')).toBe('inactive');
  });

  it.each([
    [10, DELIVERY_COLORS.green],
    [6, DELIVERY_COLORS.green],
    [5, DELIVERY_COLORS.yellow],
    [3, DELIVERY_COLORS.yellow],
    [2, DELIVERY_COLORS.orange],
    [1, DELIVERY_COLORS.red],
    [-4, DELIVERY_COLORS.red],
  ])('colours %i days to target', (days, color) => {
    expect(deliveryColor({ status: 'queued', targetDeliveryDate: inDays(days) })).toBe(color);
  });

  it('shows delivered blue and inactive grey before the days rule', () => {
    expect(deliveryColor({ status: 'queued', targetDeliveryDate: inDays(1), deliveryDate: inDays(0) })).toBe(DELIVERY_COLORS.delivered);
    expect(deliveryColor({ status: 'inactive', targetDeliveryDate: inDays(1) })).toBe(DELIVERY_COLORS.inactive);
  });

  it('uses the delivery date, else the target, as the target date column', () => {
    expect(targetDateOf({ deliveryDate: 'a', targetDeliveryDate: 'b' })).toBe('a');
    expect(targetDateOf({ deliveryDate: null, targetDeliveryDate: 'b' })).toBe('b');
  });

  it('tells codes from internal ids and parses tabs', () => {
    expect(isConceptCode('crcabc123')).toBe(true);
    expect(isConceptCode('1042')).toBe(false);
    expect(parseEditorTab('2')).toBe('variants');
    expect(parseEditorTab('asset')).toBe('assets');
    expect(parseEditorTab('nonsense')).toBe('details');
    expect(parseEditorTab(null)).toBeNull();
  });
});

describe('the same rules as the server', () => {
  // Both sides need these; a test keeps the two copies from drifting apart.
  it('has the same enumerations', () => {
    expect(CONCEPT_STATUSES).toEqual(server.CONCEPT_STATUSES);
    expect(APPROVAL_STATUSES).toEqual(server.APPROVAL_STATUSES);
    expect(WORKFLOW_STATUSES).toEqual(server.WORKFLOW_STATUSES);
    expect(MODEL_TYPES).toEqual(server.MODEL_TYPES);
    expect([...ALL_INTENDED_USES].sort()).toEqual([...server.INTENDED_USES].sort());
    expect(SUBTYPES_BY_TYPE).toEqual(server.SUBTYPES_BY_TYPE);
  });

  it('derives the same lifecycle from every status', () => {
    for (const status of [...CONCEPT_STATUSES, 'unknown']) expect(deriveLifeCycle(status)).toBe(server.deriveLifeCycle(status));
  });
});
