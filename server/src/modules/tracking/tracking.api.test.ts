import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorCode } from '../../../test/api-client.js';
import { createTenant, TEST_PASSWORD, type Tenant } from '../../../test/fixtures.js';

const TRACK = `mutation ($c: String!) { trackUserAction(clientCode: $c, action: "tabShown", product: "creative", featureSet: "conceptEditor", feature: "assets") }`;

describe('tracking', () => {
  let tenant: Tenant;
  beforeAll(async () => {
    tenant = await createTenant('tracking');
  });

  it('records up to 60 rows a minute per user, then answers false without an error', async () => {
    const designer = await new ApiClient().signIn(tenant.emails.designer, TEST_PASSWORD);
    const answers: boolean[] = [];
    for (let index = 0; index < 62; index++) {
      answers.push((await designer.mustRequest<{ trackUserAction: boolean }>(TRACK, { c: tenant.clientCode })).trackUserAction);
    }
    expect(answers.slice(0, 60).every(Boolean)).toBe(true);
    expect(answers.slice(60)).toEqual([false, false]);
    // Another person's minute is their own.
    const viewer = await new ApiClient().signIn(tenant.emails.viewer, TEST_PASSWORD);
    expect((await viewer.mustRequest<{ trackUserAction: boolean }>(TRACK, { c: tenant.clientCode })).trackUserAction).toBe(true);
  });

  it('checks the text fields', async () => {
    const viewer = await new ApiClient().signIn(tenant.emails.viewer, TEST_PASSWORD);
    const result = await viewer.request(
      `mutation ($c: String!) { trackUserAction(clientCode: $c, action: "", product: "creative", featureSet: "x", feature: "y") }`,
      { c: tenant.clientCode },
    );
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
  });
});
