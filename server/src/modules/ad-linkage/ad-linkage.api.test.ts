import { beforeAll, describe, expect, it } from 'vitest';
import { findAssetSetCodes, importAdTreeThroughApi } from '../../../test/ad-tree-fixtures.js';
import { errorCode, type ApiClient } from '../../../test/api-client.js';
import { createConcept, createFolder } from '../../../test/concept-fixtures.js';
import { createTenant, type Tenant } from '../../../test/fixtures.js';
import { scoped } from '../../../test/operations/types.js';

const NODE = 'code name level childEntityCount totalAdCount totalLinkedAdCount';
const SET = `code name adCount totalLinkedAdCount isLinked externalAssetSetId searchTerm isCreativeGroup
  creativeAdMatches { code concept { code } conceptAsset { code } adCopy { code } isEndCard isPrimaryConcept method confidence externalAssetSetId }`;
const LINK = `mutation ($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $setCode: String!, $link: SubCampaignAssetSetLinkInput!) {
  linkSubCampaignAssetSetConcept(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode,
    subCampaignAssetSetCode: $setCode, link: $link) { ${SET} } }`;
const UNLINK = `mutation ($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $setCode: String!) {
  unlinkSubCampaignAssetSetConcept(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode,
    subCampaignAssetSetCode: $setCode) { ${SET} } }`;

interface Node {
  code: string;
  name: string;
  childEntityCount: number;
  totalAdCount: number;
  totalLinkedAdCount: number;
}
interface AssetSet {
  code: string;
  name: string;
  adCount: number;
  totalLinkedAdCount: number;
  isLinked: boolean;
  creativeAdMatches: { code: string; concept: { code: string }; isPrimaryConcept: boolean; method: string }[];
}

/**
 * The Ad Usage operations over HTTP on a tree imported through networks' file import. Counts are
 * checked against a recount from the leaves: each node's totalLinkedAdCount must equal the ads of
 * the linked asset sets under it (the in-process test recounts with SQL as well).
 */
describe('ad linkage', () => {
  let tenant: Tenant;
  let admin: ApiClient;
  let conceptCode: string;
  let otherConceptCode: string;
  let sets: Map<string, string>;
  const target = () => ({ ...scoped(tenant), conceptCode });

  beforeAll(async () => {
    tenant = await createTenant('adlink');
    admin = await tenant.as('admin');
    conceptCode = (await createConcept(admin, tenant)).code;
    otherConceptCode = (await createConcept(admin, tenant)).code;
    await importAdTreeThroughApi(admin, scoped(tenant));
    sets = await findAssetSetCodes(admin, target());
  });

  /** Walks the four queries and checks every node against the sum of the linked sets beneath it; answers the root total. */
  async function recount(client: ApiClient, forConcept = conceptCode) {
    const variables = { ...scoped(tenant), conceptCode: forConcept };
    const { adLinkageTreeChannels: channels } = await client.mustRequest<{ adLinkageTreeChannels: Node[] }>(
      `query ($clientCode: String!, $applicationCode: String!, $conceptCode: String!) {
        adLinkageTreeChannels(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode) { ${NODE} } }`,
      variables,
    );
    let total = 0;
    for (const channel of channels) {
      const { adLinkageTreeCampaigns: campaigns } = await client.mustRequest<{ adLinkageTreeCampaigns: Node[] }>(
        `query ($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $code: String!) {
          adLinkageTreeCampaigns(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode, channelCode: $code) { ${NODE} } }`,
        { ...variables, code: channel.code },
      );
      let channelSum = 0;
      for (const campaign of campaigns) {
        const { adLinkageTreeSubCampaigns: subs } = await client.mustRequest<{ adLinkageTreeSubCampaigns: Node[] }>(
          `query ($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $code: String!) {
            adLinkageTreeSubCampaigns(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode, campaignCode: $code) { ${NODE} } }`,
          { ...variables, code: campaign.code },
        );
        let campaignSum = 0;
        for (const sub of subs) {
          const { adLinkageTreeAssetSets: leaves } = await client.mustRequest<{ adLinkageTreeAssetSets: AssetSet[] }>(
            `query ($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $code: String!) {
              adLinkageTreeAssetSets(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode, subCampaignCode: $code) { ${SET} } }`,
            { ...variables, code: sub.code },
          );
          const leafSum = leaves.reduce(
            (sum, set) => sum + (set.creativeAdMatches.some((match) => match.concept.code === forConcept) ? set.adCount : 0),
            0,
          );
          expect(sub.totalLinkedAdCount, `sub-campaign ${sub.name}`).toBe(leafSum);
          campaignSum += leafSum;
        }
        expect(campaign.totalLinkedAdCount, `campaign ${campaign.name}`).toBe(campaignSum);
        channelSum += campaignSum;
      }
      expect(channel.totalLinkedAdCount, `channel ${channel.name}`).toBe(channelSum);
      total += channelSum;
    }
    return total;
  }

  it('answers the imported tree with no links yet', async () => {
    expect([...sets.keys()].sort()).toEqual(['Comeback bonus', 'Hero video 15s', 'Puzzle teaser']);
    expect(await recount(admin)).toBe(0);
  });

  it("refuses a link with neither 'link to concept only' nor an asset: mustSelect", async () => {
    const result = await admin.request(LINK, { ...target(), setCode: sets.get('Puzzle teaser'), link: { isEndCard: true } });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe("Select at least one asset, or choose 'Link to concept only'.");
    expect(await recount(admin)).toBe(0);
  });

  it('counts go up at every level on link and down on unlink', async () => {
    const { linkSubCampaignAssetSetConcept: linked } = await admin.mustRequest<{ linkSubCampaignAssetSetConcept: AssetSet }>(LINK, {
      ...target(),
      setCode: sets.get('Hero video 15s'),
      link: { linkToConceptOnly: true, isEndCard: true },
    });
    expect(linked).toMatchObject({ adCount: 2, totalLinkedAdCount: 2, isLinked: true });
    expect(await recount(admin)).toBe(2);
    await admin.mustRequest(LINK, { ...target(), setCode: sets.get('Comeback bonus'), link: { linkToConceptOnly: true } });
    expect(await recount(admin)).toBe(3);
    await admin.mustRequest(UNLINK, { ...target(), setCode: sets.get('Comeback bonus') });
    expect(await recount(admin)).toBe(2);
    // The other concept's count is its own.
    expect(await recount(admin, otherConceptCode)).toBe(0);
  });

  it('keeps one primary concept per asset set', async () => {
    const setCode = sets.get('Hero video 15s');
    await admin.mustRequest(LINK, { ...target(), setCode, link: { linkToConceptOnly: true, isPrimaryConcept: true } });
    const { linkSubCampaignAssetSetConcept: set } = await admin.mustRequest<{ linkSubCampaignAssetSetConcept: AssetSet }>(LINK, {
      ...scoped(tenant),
      conceptCode: otherConceptCode,
      setCode,
      link: { linkToConceptOnly: true, isPrimaryConcept: true },
    });
    expect(set.creativeAdMatches.filter((match) => match.isPrimaryConcept).map((match) => match.concept.code)).toEqual([otherConceptCode]);
    expect(set.creativeAdMatches).toHaveLength(2);
    expect(await recount(admin)).toBe(2);
    expect(await recount(admin, otherConceptCode)).toBe(2);
  });

  it("answers an asset set's ancestors, whose levels lead back to it; another application's codes do not reach it", async () => {
    const PATH = `query ($clientCode: String!, $applicationCode: String!, $setCode: String!) {
      adLinkageAssetSetPath(clientCode: $clientCode, applicationCode: $applicationCode, assetSetCode: $setCode) {
        channelCode campaignCode subCampaignCode assetSetCode } }`;
    const setCode = sets.get('Puzzle teaser')!;
    const { adLinkageAssetSetPath: path } = await admin.mustRequest<{
      adLinkageAssetSetPath: { channelCode: string; campaignCode: string; subCampaignCode: string; assetSetCode: string };
    }>(PATH, { ...scoped(tenant), setCode });
    expect(path).toMatchObject({ channelCode: 'meta', assetSetCode: setCode });
    const { adLinkageTreeAssetSets: leaves } = await admin.mustRequest<{ adLinkageTreeAssetSets: AssetSet[] }>(
      `query ($clientCode: String!, $applicationCode: String!, $conceptCode: String!, $code: String!) {
        adLinkageTreeAssetSets(clientCode: $clientCode, applicationCode: $applicationCode, conceptCode: $conceptCode, subCampaignCode: $code) { ${SET} } }`,
      { ...target(), code: path.subCampaignCode },
    );
    expect(leaves.map((leaf) => leaf.code)).toContain(setCode);
    for (const variables of [
      { ...scoped(tenant), setCode: 'assnope' },
      { clientCode: tenant.clientCode, applicationCode: tenant.applicationCodes[1], setCode },
    ])
      expect(errorCode(await admin.request(PATH, variables))).toBe('NOT_FOUND');
  });

  it('refuses a concept of another application, and needs concept:update to link', async () => {
    const folder = await createFolder(admin, tenant, { applicationCode: tenant.applicationCodes[1] });
    const elsewhere = await createConcept(admin, tenant, { applications: [{ code: tenant.applicationCodes[1] }] }, folder.code);
    const result = await admin.request(LINK, {
      ...scoped(tenant),
      conceptCode: elsewhere.code,
      setCode: sets.get('Puzzle teaser'),
      link: { linkToConceptOnly: true },
    });
    expect(errorCode(result)).toBe('NOT_FOUND');
    // The asset set belongs to the first application: the second one's codes do not reach it.
    const crossed = await admin.request(LINK, {
      clientCode: tenant.clientCode,
      applicationCode: tenant.applicationCodes[1],
      conceptCode,
      setCode: sets.get('Puzzle teaser'),
      link: { linkToConceptOnly: true },
    });
    expect(errorCode(crossed)).toBe('NOT_FOUND');
    const approver = await tenant.as('approver');
    expect(await recount(approver)).toBe(2);
    const refused = await approver.request(LINK, { ...target(), setCode: sets.get('Puzzle teaser'), link: { linkToConceptOnly: true } });
    expect(errorCode(refused)).toBe('FORBIDDEN');
  });
});
