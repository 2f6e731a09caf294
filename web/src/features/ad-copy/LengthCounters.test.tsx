import type { LengthRule } from '@atelier/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LengthCounters, type CounterNetwork } from './LengthCounters';

const rule = (networkCode: string, networkName: string, overrides: Partial<LengthRule>): LengthRule => ({
  networkCode,
  networkName,
  field: 'headline',
  label: 'Headline',
  minLength: 0,
  maxLength: 30,
  shownLength: null,
  cjkMaxLength: null,
  allowEmoji: true,
  ...overrides,
});

const NETWORKS: CounterNetwork[] = [
  {
    code: 'meta',
    name: 'Meta',
    rules: [
      rule('meta', 'Meta', { maxLength: 40 }),
      rule('meta', 'Meta', { field: 'body', label: 'Primary text', maxLength: 2200, shownLength: 125 }),
    ],
  },
  { code: 'google', name: 'Google Ads', rules: [rule('google', 'Google Ads', { maxLength: 30 })] },
  {
    code: 'tiktok',
    name: 'TikTok',
    rules: [
      rule('tiktok', 'TikTok', { field: 'body', label: 'Ad text', minLength: 1, maxLength: 100, cjkMaxLength: 50, allowEmoji: false }),
    ],
  },
];

describe('LengthCounters', () => {
  it('warns for the network whose headline limit is passed and not for the others', () => {
    render(<LengthCounters field="headline" text={'x'.repeat(35)} networks={NETWORKS} />);
    expect(screen.getByLabelText('Google Ads Headline: 35 of 30 characters, 5 over the limit').dataset.state).toBe('warning');
    expect(screen.getByLabelText('Meta Headline: 35 of 40 characters').dataset.state).toBe('ok');
    // TikTok has no headline rule: no counter.
    expect(screen.queryByText(/TikTok/)).toBeNull();
  });

  it('counts an emoji family as one and refuses it for TikTok; shows where Meta cuts the text', () => {
    render(<LengthCounters field="body" text={`${'a'.repeat(130)}👨‍👩‍👧`} networks={NETWORKS} />);
    expect(screen.getByLabelText('TikTok Ad text: emoji are not allowed').dataset.state).toBe('warning');
    expect(screen.getByLabelText('Meta Primary text: 131 of 2200 characters; shows 125 before “…”').dataset.state).toBe('ok');
  });

  it('renders nothing for a field no network limits', () => {
    const { container } = render(<LengthCounters field="description" text="Notes" networks={NETWORKS} />);
    expect(container.childElementCount).toBe(0);
  });
});
