import { describe, expect, it } from 'vitest';
import {
  ALL_INTENDED_USES,
  DELIVERY_COLORS,
  EDITOR_INTENDED_USES,
  FORM_INTENDED_USES,
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

  it('lets an existing concept hold every intended use the form or the editor offers', () => {
    expect([...ALL_INTENDED_USES].sort()).toEqual([...new Set([...FORM_INTENDED_USES, ...EDITOR_INTENDED_USES])].sort());
  });
});
