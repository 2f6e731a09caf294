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
  allowHalfWidthKana: true,
  refusedCharacters: '',
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
  {
    code: 'google',
    name: 'Google Ads',
    rules: [
      rule('google', 'Google Ads', {
        maxLength: 30,
        cjkMaxLength: 15,
        allowEmoji: false,
        allowHalfWidthKana: false,
        refusedCharacters: '!',
      }),
    ],
  },
  {
    code: 'tiktok',
    name: 'TikTok',
    rules: [
      rule('tiktok', 'TikTok', {
        field: 'body',
        label: 'Ad text',
        minLength: 1,
        maxLength: 100,
        cjkMaxLength: 50,
        allowEmoji: false,
        refusedCharacters: '#{}',
      }),
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
    expect(screen.getByLabelText('TikTok Ad text: 131 of 100 characters, 31 over the limit; emoji are not allowed').dataset.state).toBe(
      'warning',
    );
    expect(screen.getByLabelText('Meta Primary text: 131 of 2200 characters; shows 125 before “…”').dataset.state).toBe('ok');
  });

  it('counts double-width characters as Google does: 15 fit a 30-character headline, 16 do not', () => {
    const { rerender } = render(<LengthCounters field="headline" text={'字'.repeat(15)} networks={NETWORKS} />);
    expect(screen.getByLabelText('Google Ads Headline: 30 of 30 characters').dataset.state).toBe('ok');
    rerender(<LengthCounters field="headline" text={'字'.repeat(16)} networks={NETWORKS} />);
    expect(screen.getByLabelText('Google Ads Headline: 32 of 30 characters, 2 over the limit').dataset.state).toBe('warning');
  });

  it('names the characters a network refuses: half-width katakana and an exclamation mark for Google, # and { for TikTok', () => {
    const { rerender } = render(<LengthCounters field="headline" text="ｹﾞｰﾑ" networks={NETWORKS} />);
    expect(
      screen.getByLabelText('Google Ads Headline: 3 of 30 characters; half-width katakana are not allowed (use full-width)').dataset.state,
    ).toBe('warning');
    rerender(<LengthCounters field="headline" text="Play now!" networks={NETWORKS} />);
    expect(screen.getByLabelText('Google Ads Headline: 9 of 30 characters; ! not allowed').dataset.state).toBe('warning');
    expect(screen.getByText('Google Ads 9/30 · no !')).toBeTruthy();
    rerender(<LengthCounters field="body" text="{Win} #1" networks={NETWORKS} />);
    expect(screen.getByLabelText('TikTok Ad text: 8 of 100 characters; # { } not allowed').dataset.state).toBe('warning');
  });

  it('renders nothing for a field no network limits', () => {
    const { container } = render(<LengthCounters field="headline" text="Notes" networks={[NETWORKS[2]!]} />);
    expect(container.childElementCount).toBe(0);
  });
});
