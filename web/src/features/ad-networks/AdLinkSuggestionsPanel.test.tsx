import { ApolloProvider } from '@apollo/client/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createPermissionsValue } from '../../session';
import { createScriptedClient } from '../../test/scripted-apollo';
import { visibleAdAccountTabs } from './AdAccountsPage';
import { AdLinkSuggestionsPanel } from './AdLinkSuggestionsPanel';

const TARGET = { clientCode: 'demo', applicationCode: 'puzzle-quest' };
const CREATIVE_PICTURE = 'data:image/webp;base64,UklGRg==';
const ASSET_PICTURE = '/files/signed/gem-rush-preview.webp';

const suggestion = (values: Record<string, unknown> & { code: string }) => ({
  __typename: 'AdLinkSuggestion',
  method: 'perceptual',
  confidence: 0.9,
  channelCode: 'meta',
  campaignName: 'UA JP',
  assetSetName: 'Set',
  creativeUrl: 'https://scontent.example/ad.jpg',
  creativePictureUrl: CREATIVE_PICTURE,
  conceptCode: 'crc000000000001',
  conceptName: 'Gem rush',
  assetName: 'hero.png',
  assetPictureUrl: ASSET_PICTURE,
  ...values,
});

function renderPanel() {
  let items = [
    suggestion({ code: 'am1', adName: 'PQ_GemRush_v3_1080x1920_JA' }),
    suggestion({
      code: 'am2',
      adName: 'PQ_BossFight_v1_1080x1080_EN',
      conceptName: 'Boss fight',
      assetName: null,
      creativePictureUrl: null,
      assetPictureUrl: null,
      method: 'name',
      confidence: 0.5,
    }),
  ];
  const { apollo, calls } = createScriptedClient({
    AdLinkSuggestions: () => ({ data: { adLinkSuggestions: { __typename: 'AdLinkSuggestionPage', totalItemCount: items.length, items } } }),
    ReviewAdLinkSuggestions: (variables) => {
      const codes = variables.codes as string[];
      items = items.filter((item) => !codes.includes(item.code));
      return {
        data: { reviewAdLinkSuggestions: codes.map((code) => ({ __typename: 'AdLinkReviewOutcome', code, ok: true, message: null })) },
      };
    },
  });
  const notices: string[] = [];
  render(
    <ApolloProvider client={apollo}>
      <AdLinkSuggestionsPanel target={TARGET} onNotice={(message) => notices.push(message)} />
    </ApolloProvider>,
  );
  return { user: userEvent.setup(), calls, notices };
}

describe('AdLinkSuggestionsPanel', () => {
  it("shows the ad's creative and the concept's asset side by side, and links one suggestion from its row", async () => {
    const { user, calls, notices } = renderPanel();
    const row = (await screen.findByText('PQ_GemRush_v3_1080x1920_JA')).closest('tr')!;
    const adPicture = within(row).getByRole('img', { name: "The ad's creative: PQ_GemRush_v3_1080x1920_JA" });
    const assetPicture = within(row).getByRole('img', { name: "The concept's asset: hero.png" });
    expect(adPicture.getAttribute('src')).toBe(CREATIVE_PICTURE);
    expect(assetPicture.getAttribute('src')).toBe(ASSET_PICTURE);
    // In the same cell, the ad's first.
    expect(adPicture.closest('td')).toBe(assetPicture.closest('td'));
    expect(adPicture.compareDocumentPosition(assetPicture) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // A suggestion without files says so in the same two places.
    const other = screen.getByText('PQ_BossFight_v1_1080x1080_EN').closest('tr')!;
    expect(within(other).getByRole('img', { name: "The ad's creative: PQ_BossFight_v1_1080x1080_EN" }).textContent).toBe('No picture');
    expect(within(other).getByRole('img', { name: "The concept's asset: Boss fight" }).textContent).toBe('No picture');

    await user.click(within(row).getByRole('button', { name: 'Link PQ_GemRush_v3_1080x1920_JA to Gem rush' }));
    expect(await screen.findByText('1 suggestions waiting for review')).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'ReviewAdLinkSuggestions')?.variables).toMatchObject({
      codes: ['am1'],
      decision: 'ACCEPT',
    });
    expect(notices).toEqual(['1 linked.']);
    expect(screen.queryByText('PQ_GemRush_v3_1080x1920_JA')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reject PQ_BossFight_v1_1080x1080_EN for Boss fight' }));
    expect(calls.filter((call) => call.operationName === 'ReviewAdLinkSuggestions').at(-1)?.variables).toMatchObject({
      codes: ['am2'],
      decision: 'REJECT',
    });
  });
});

describe('visibleAdAccountTabs', () => {
  const tabsOf = (permissions: string[]) => visibleAdAccountTabs(createPermissionsValue(permissions).permissions);

  it('gives creative leads the suggestions to review, managers every tab, designers none', () => {
    const lead = ['creative:access', 'adUsage:view', 'concept:update', 'concept:assign'];
    expect(tabsOf(lead)).toEqual(['suggestions']);
    expect(tabsOf([...lead, 'adAccount:manage'])).toEqual(['accounts', 'suggestions', 'templates']);
    expect(tabsOf(['creative:access', 'adUsage:view', 'concept:update'])).toEqual([]);
    expect(tabsOf(['creative:access', 'adAccount:manage'])).toEqual(['accounts', 'templates']);
  });
});
