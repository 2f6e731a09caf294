import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createScriptedClient, type ScriptedHandler } from '../../test/scripted-apollo';
import { AdUsageTab } from './AdUsageTab';

const node = (level: string, code: string, name: string, linked: number, total: number, children = 1) => ({
  __typename: 'AdLinkageTreeNode' as const,
  code,
  name,
  level,
  externalId: `x-${code}`,
  status: 'active',
  isImplicit: false,
  childEntityCount: children,
  totalAdCount: total,
  totalLinkedAdCount: linked,
});

function assetSet(isLinked: boolean, status = 'active') {
  return {
    __typename: 'AdLinkageAssetSet' as const,
    code: 'ass1',
    name: 'Hero video 15s',
    status,
    externalAssetSetId: 'as-1',
    searchTerm: null,
    isCreativeGroup: false,
    adCount: 3,
    totalLinkedAdCount: isLinked ? 3 : 0,
    isLinked,
    creativeAdMatches: isLinked
      ? [
          {
            __typename: 'CreativeAdMatch' as const,
            code: 'cam1',
            concept: { __typename: 'CodeName' as const, code: 'crc1', name: 'Space hero' },
            conceptAsset: { __typename: 'CodeName' as const, code: 'ast1', name: 'Hero end card' },
            adCopy: null,
            isEndCard: true,
            isPrimaryConcept: false,
            method: 'manual',
            confidence: 1,
          },
        ]
      : [],
  };
}

/** Shows the URL's query, for what the tab leaves in it. */
function LocationProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderTab(options: { linkFails?: boolean; search?: string; assetSetStatus?: string } = {}) {
  let isLinked = false;
  const handlers: Record<string, ScriptedHandler> = {
    AdLinkageChannels: () => ({ data: { adLinkageTreeChannels: [node('channel', 'meta', 'Meta', isLinked ? 3 : 0, 3)] } }),
    AdLinkageCampaigns: () => ({ data: { adLinkageTreeCampaigns: [node('campaign', 'cmp1', 'Summer Launch', isLinked ? 3 : 0, 3)] } }),
    AdLinkageSubCampaigns: () => ({ data: { adLinkageTreeSubCampaigns: [node('subCampaign', 'sub1', 'US Broad', isLinked ? 3 : 0, 3)] } }),
    AdLinkageAssetSets: () => ({ data: { adLinkageTreeAssetSets: [assetSet(isLinked, options.assetSetStatus)] } }),
    AdLinkConceptAssets: () => ({
      data: { applicationCreativeConceptAssets: [{ __typename: 'ConceptAsset', code: 'ast1', name: 'Hero end card', type: 'image' }] },
    }),
    AdUsageConceptChannels: () => ({
      data: {
        applicationCreativeConceptChannels: isLinked
          ? [{ __typename: 'CreativeConceptChannel', channel: { __typename: 'CodeName', code: 'meta', name: 'Meta' }, status: 'active' }]
          : [],
        creativeChannels: [{ __typename: 'CodeName', code: 'meta', name: 'Meta' }],
      },
    }),
    AdLinkAdCopies: () => ({ data: { adCopies: { __typename: 'AdCopyPage', totalItemCount: 0, items: [] } } }),
    LinkSubCampaignAssetSetConcept: () => {
      if (options.linkFails) return { errors: [new GraphQLError('Asset set not found.', { extensions: { code: 'NOT_FOUND' } })] };
      isLinked = true;
      return { data: { linkSubCampaignAssetSetConcept: assetSet(true) } };
    },
    UnlinkSubCampaignAssetSetConcept: () => {
      isLinked = false;
      return { data: { unlinkSubCampaignAssetSetConcept: assetSet(false) } };
    },
    AdLinkageAssetSetPath: ({ assetSetCode }) =>
      assetSetCode === 'ass1'
        ? {
            data: {
              adLinkageAssetSetPath: {
                __typename: 'AdLinkageAssetSetPath',
                channelCode: 'meta',
                campaignCode: 'cmp1',
                subCampaignCode: 'sub1',
                assetSetCode: 'ass1',
              },
            },
          }
        : { errors: [new GraphQLError('Asset set not found.', { extensions: { code: 'NOT_FOUND' } })] },
  };
  const { apollo, calls } = createScriptedClient(handlers);
  render(
    <MemoryRouter initialEntries={[`/demo/creative/concepts/crc1${options.search ?? '?tab=adLink'}`]}>
      <ApolloProvider client={apollo}>
        <AdUsageTab clientCode="demo" applicationCode="space-runner" concept={{ code: 'crc1', name: 'Space hero' }} canLink canViewAdCopy />
      </ApolloProvider>
      <LocationProbe />
    </MemoryRouter>,
  );
  return { calls, user: userEvent.setup() };
}

async function openAssetSet(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Expand Meta' }));
  await user.click(await screen.findByRole('button', { name: 'Expand Summer Launch' }));
  await user.click(await screen.findByRole('button', { name: 'Expand US Broad' }));
  await user.click(await screen.findByText('Hero video 15s'));
  return screen.findByRole('region', { name: 'Link asset set' });
}

// The grid and user-event are slow in happy-dom on a shared machine; nothing here measures time.
describe('AdUsageTab', { timeout: 30_000 }, () => {
  it('loads each level on expand and shows the counts', async () => {
    const { calls, user } = renderTab();
    expect(await screen.findByText('Meta')).toBeTruthy();
    expect(calls.map((call) => call.operationName).filter((name) => name.startsWith('AdLinkage'))).toEqual(['AdLinkageChannels']);
    await openAssetSet(user);
    expect(calls.map((call) => call.operationName)).toEqual(
      expect.arrayContaining(['AdLinkageCampaigns', 'AdLinkageSubCampaigns', 'AdLinkageAssetSets']),
    );
    expect(calls.find((call) => call.operationName === 'AdLinkageCampaigns')!.variables).toMatchObject({
      channelCode: 'meta',
      conceptCode: 'crc1',
    });
    expect(screen.getAllByText('0 of 3').length).toBeGreaterThanOrEqual(4);
  });

  it('shows an ad deleted on the network in the tree with its real state, in words', async () => {
    const { user } = renderTab({ assetSetStatus: 'deleted' });
    const panel = await openAssetSet(user);
    const row = screen.getByRole('row', { name: /Hero video 15s/ });
    expect(within(row).getByText('Deleted')).toBeTruthy();
    expect(panel.textContent).toContain('Deleted on the network · External ID: as-1');
  });

  it("asks for an asset or 'Link to concept only' before linking (mustSelect)", async () => {
    const { calls, user } = renderTab();
    const panel = await openAssetSet(user);
    await user.click(within(panel).getByRole('button', { name: 'Link' }));
    expect(within(panel).getByText("Select at least one asset, or choose 'Link to concept only'.")).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'LinkSubCampaignAssetSetConcept')).toBe(false);
  });

  it('links an asset as end card, confirms, and reloads the counts; unlink asks first', async () => {
    const { calls, user } = renderTab();
    const panel = await openAssetSet(user);
    await user.click(within(panel).getByRole('combobox', { name: 'Assets' }));
    await user.click(await screen.findByRole('option', { name: 'Hero end card' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'End card' }));
    await user.click(within(panel).getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('Your changes to the Ad Linking are confirmed.')).toBeTruthy();
    const link = calls.find((call) => call.operationName === 'LinkSubCampaignAssetSetConcept')!;
    expect(link.variables).toMatchObject({
      conceptCode: 'crc1',
      subCampaignAssetSetCode: 'ass1',
      link: { linkToConceptOnly: false, conceptAssetCodes: ['ast1'], isEndCard: true, adCopyCode: null },
    });
    await waitFor(() => expect(screen.getAllByText('3 of 3').length).toBeGreaterThanOrEqual(4));
    // The link in Meta gave the concept that channel.
    expect(await screen.findByText('Meta · active')).toBeTruthy();
    expect(screen.getAllByText(/Hero end card · Manual · End card/).length).toBeGreaterThan(0);

    await user.click(within(screen.getByRole('region', { name: 'Link asset set' })).getByRole('button', { name: 'Unlink' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to Unlink this Asset Set?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(calls.some((call) => call.operationName === 'UnlinkSubCampaignAssetSetConcept')).toBe(true));
    await waitFor(() => expect(screen.getAllByText('0 of 3').length).toBeGreaterThanOrEqual(4));
  });

  it('turns asset selection off with Link to concept only', async () => {
    const { user } = renderTab();
    const panel = await openAssetSet(user);
    await user.click(within(panel).getByRole('checkbox', { name: 'Link to concept only' }));
    expect(within(panel).getByRole('combobox', { name: 'Assets' }).hasAttribute('disabled')).toBe(true);
  });

  it('opens the tree down to the asset set the URL names, selects it, and takes the parameter out of the URL', async () => {
    const scrolled: Element[] = [];
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const { calls } = renderTab({ search: '?tab=adLink&assetSet=ass1' });
    const panel = await screen.findByRole('region', { name: 'Link asset set' });
    expect(await within(panel).findByRole('heading', { name: 'Hero video 15s' })).toBeTruthy();
    expect((await screen.findByRole('button', { name: 'Collapse Meta' })).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Collapse US Broad' })).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'AdLinkageAssetSetPath')!.variables).toMatchObject({
      clientCode: 'demo',
      applicationCode: 'space-runner',
      assetSetCode: 'ass1',
    });
    // The three levels load side by side, each once.
    expect(calls.filter((call) => call.operationName === 'AdLinkageSubCampaigns')).toHaveLength(1);
    expect(calls.find((call) => call.operationName === 'AdLinkageAssetSets')!.variables).toMatchObject({ subCampaignCode: 'sub1' });
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?tab=adLink'));
    const row = screen.getByRole('row', { selected: true });
    expect(row.textContent).toContain('Hero video 15s');
    await waitFor(() => expect(scrolled).toContain(row));
    scroll.mockRestore();
  });

  it('says so when the URL names an unknown or foreign asset set, and opens nothing', async () => {
    const { calls } = renderTab({ search: '?tab=adLink&assetSet=assforeign' });
    expect(await screen.findByText("That asset set is not in this application's ad tree, so nothing was opened.")).toBeTruthy();
    expect(calls.some((call) => ['AdLinkageCampaigns', 'AdLinkageSubCampaigns', 'AdLinkageAssetSets'].includes(call.operationName))).toBe(
      false,
    );
    expect(await screen.findByRole('button', { name: 'Expand Meta' })).toBeTruthy();
    expect(screen.getByText('Select an asset set in the tree to link it to this concept or to one of its assets.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?tab=adLink'));
  });

  it('shows the failure snackbar in words when the server refuses', async () => {
    const { user } = renderTab({ linkFails: true });
    const panel = await openAssetSet(user);
    await user.click(within(panel).getByRole('checkbox', { name: 'Link to concept only' }));
    await user.click(within(panel).getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('There has been an issue with the Ad Link changes. Asset set not found.')).toBeTruthy();
  });
});
