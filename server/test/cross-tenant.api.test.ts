import { buildSchema as buildGraphQLSchema, isObjectType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { readTypeDefs } from '../src/schema/schema.js';
import { NOT_FOUND_MESSAGE } from '../src/lib/errors.js';
import { ApiClient, errorCode } from './api-client.js';
import { createTenant, type Tenant } from './fixtures.js';
import { conceptWithActionItem } from './operations/action-items.js';
import { TENANT_OPERATIONS } from './operations/index.js';
import { arrangementsFor } from './operations/types.js';
import { MY_NOTIFICATION_ACTIVITY } from './live-fixtures.js';

/**
 * The cross-tenant harness (Documenso's unauthorized-api-access): for every client-scoped
 * operation, a user of client B acting on client A's codes gets the same answer as for a client
 * that does not exist, and no byte of A's data; a signed-out caller gets UNAUTHENTICATED.
 */
describe('cross-tenant isolation', () => {
  let tenantA: Tenant;
  let tenantB: Tenant;

  beforeAll(async () => {
    [tenantA, tenantB] = await Promise.all([createTenant('alpha'), createTenant('beta')]);
  });

  it('covers every operation that takes a clientCode', () => {
    const schema = buildGraphQLSchema(readTypeDefs().join('\n'));
    const scoped: string[] = [];
    for (const rootType of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      if (!rootType || !isObjectType(rootType)) continue;
      for (const field of Object.values(rootType.getFields())) {
        if (field.args.some((argument) => argument.name === 'clientCode')) scoped.push(field.name);
      }
    }
    const covered = new Set(TENANT_OPERATIONS.map((operation) => operation.field));
    expect(scoped.filter((field) => !covered.has(field))).toEqual([]);
  });

  for (const operation of TENANT_OPERATIONS) {
    describe(operation.field, () => {
      let arrangement: () => Promise<Record<string, unknown>>;
      const arrange = () => (arrangement ??= arrangementsFor(operation, tenantA))();
      it("reveals nothing of client A to client B's administrator", async () => {
        const variables = await arrange();
        const intruder = await tenantB.as('admin');
        const result = await intruder.request(operation.document, variables);

        expect(result.data?.[operation.field] ?? null).toBeNull();
        const expectedCode = operation.requires === 'staff' ? 'FORBIDDEN' : 'NOT_FOUND';
        expect(errorCode(result)).toBe(expectedCode);
        const body = JSON.stringify(result);
        for (const secret of [tenantA.emails.admin, tenantA.emails.viewer, tenantA.applicationCodes[0]]) {
          expect(body).not.toContain(secret);
        }

        // Same answer as for a client code that does not exist: nothing to probe.
        const missing = await intruder.request(operation.document, { ...variables, clientCode: 'no-such-client' });
        expect(result.errors?.[0]?.message).toBe(missing.errors?.[0]?.message);
        expect(errorCode(missing)).toBe(expectedCode);
        if (expectedCode === 'NOT_FOUND') expect(result.errors?.[0]?.message).toBe(NOT_FOUND_MESSAGE);
      });

      if (operation.namesRecords) {
        it("does not resolve client A's records under client B's own codes", async () => {
          const variables = await arrange();
          const intruder = await tenantB.as('admin');
          const result = await intruder.request(operation.document, {
            ...variables,
            clientCode: tenantB.clientCode,
            ...('applicationCode' in variables ? { applicationCode: tenantB.applicationCodes[0] } : {}),
          });
          expect(result.data?.[operation.field] ?? null).toBeNull();
          expect(['NOT_FOUND', 'BAD_USER_INPUT']).toContain(errorCode(result));
          expect(JSON.stringify(result)).not.toContain(tenantA.clientCode);
        });
      }

      it('refuses a signed-out caller', async () => {
        const variables = await arrange();
        const result = await new ApiClient().request(operation.document, variables);
        expect(result.data?.[operation.field] ?? null).toBeNull();
        expect(errorCode(result)).toBe('UNAUTHENTICATED');
      });
    });
  }

  // Operations that act on the caller's own records and take no clientCode: the record's code alone
  // must not let another tenant's user read or change it.
  describe('updateUserActionItem (no clientCode)', () => {
    const document = `mutation ($a: String!, $i: ActionItemInput!) { updateUserActionItem(actionItemCode: $a, actionItem: $i) { code name members { status } } }`;
    it("reveals nothing of client A's item to client B's users, and refuses a signed-out caller", async () => {
      const { itemCode } = await conceptWithActionItem(await tenantA.as('admin'), tenantA);
      const variables = {
        a: itemCode,
        i: { members: [{ type: 'assignee', status: 'completed', user: { emailAddress: tenantA.emails.designer } }] },
      };
      for (const role of ['admin', 'designer'] as const) {
        const result = await (await tenantB.as(role)).request(document, variables);
        expect(result.data?.updateUserActionItem ?? null).toBeNull();
        expect(errorCode(result)).toBe('NOT_FOUND');
        expect(result.errors?.[0]?.message).toBe(NOT_FOUND_MESSAGE);
        expect(JSON.stringify(result)).not.toContain(tenantA.emails.designer);
      }
      const signedOut = await new ApiClient().request(document, variables);
      expect(errorCode(signedOut)).toBe('UNAUTHENTICATED');
    });
  });

  // The bell's subscription takes no argument: the topic is the session's own user, so there is
  // nothing of another tenant to name; a signed-out caller gets nothing.
  describe('myNotificationActivity (no clientCode)', () => {
    it('refuses a signed-out caller', async () => {
      const result = await new ApiClient().request(MY_NOTIFICATION_ACTIVITY);
      expect(result.data ?? null).toBeNull();
      expect(errorCode(result)).toBe('UNAUTHENTICATED');
    });
  });

  describe('markNotificationRead (no clientCode)', () => {
    it("does not let client B's users mark client A's notifications", async () => {
      await conceptWithActionItem(await tenantA.as('admin'), tenantA);
      const designer = await tenantA.as('designer');
      const mine = await designer.mustRequest<{ myNotifications: { items: { code: string }[] } }>(`{ myNotifications { items { code } } }`);
      const code = mine.myNotifications.items[0]!.code;
      const result = await (
        await tenantB.as('admin')
      ).request(`mutation ($n: String!) { markNotificationRead(notificationCode: $n) { code isRead } }`, { n: code });
      expect(errorCode(result)).toBe('NOT_FOUND');
      const theirs = await (
        await tenantB.as('designer')
      ).mustRequest<{ myNotifications: { items: { code: string }[] } }>(`{ myNotifications { items { code } } }`);
      expect(theirs.myNotifications.items.map((item) => item.code)).not.toContain(code);
    });
  });

  // The networks' length rules are the platform's, not a client's: any signed-in user reads them
  // (the editor's counters), only platform staff change them.
  describe('adCopyLengthRules and saveAdCopyLengthRule (no clientCode)', () => {
    const RULES = `{ adCopyLengthRules { networkCode field maxLength } }`;
    const SAVE = `mutation ($rule: AdCopyLengthRuleInput!) { saveAdCopyLengthRule(rule: $rule) { networkCode maxLength } }`;
    const rule = {
      networkCode: 'intruder-test',
      networkName: 'Intruder',
      field: 'headline',
      label: 'Headline',
      minLength: 0,
      maxLength: 1,
      allowEmoji: true,
    };

    it('refuses a signed-out caller both, and no client user may save a rule', async () => {
      const signedOut = new ApiClient();
      for (const [document, variables] of [
        [RULES, {}],
        [SAVE, { rule }],
      ] as const) {
        const result = await signedOut.request(document, variables);
        expect(result.data ?? null).toBeNull();
        expect(errorCode(result)).toBe('UNAUTHENTICATED');
      }
      for (const role of ['admin', 'viewer'] as const) {
        const result = await (await tenantB.as(role)).request(SAVE, { rule });
        expect(result.data ?? null).toBeNull();
        expect(errorCode(result)).toBe('FORBIDDEN');
      }
      const rules = await (await tenantA.as('viewer')).mustRequest<{ adCopyLengthRules: { networkCode: string }[] }>(RULES);
      expect(rules.adCopyLengthRules.map((entry) => entry.networkCode)).not.toContain('intruder-test');
    });
  });

  it('lets a user of another client read nothing of the demo client', async () => {
    const intruder = await tenantB.as('admin');
    const me = await intruder.mustRequest<{ me: { clients: { code: string }[] } }>(`{ me { clients { code } } }`);
    expect(me.me.clients.map((client) => client.code)).toEqual([tenantB.clientCode]);
    for (const operation of TENANT_OPERATIONS.filter((candidate) => candidate.requires !== 'staff')) {
      const variables = await operation.arrange(tenantB, intruder);
      const result = await intruder.request(operation.document, { ...variables, clientCode: 'demo' });
      expect(errorCode(result)).toBe('NOT_FOUND');
      expect(JSON.stringify(result)).not.toContain('demo.atelier.local');
    }
  });
});
