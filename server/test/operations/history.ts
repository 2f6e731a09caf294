import { createConcept } from '../concept-fixtures.js';
import { CONCEPT_ACTIVITY } from '../live-fixtures.js';
import type { TenantOperationCase } from './types.js';

/** The history module's operations: a concept's live review activity (a subscription over SSE) and who is looking at it. */
export const historyOperations: TenantOperationCase[] = [
  {
    field: 'conceptActivity',
    // An allowed caller's answer is the stream's first event (SUBSCRIBED); a refused one gets the error.
    document: CONCEPT_ACTIVITY,
    requires: 'concept:view',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, k: (await createConcept(owner, tenant)).code }),
  },
  {
    field: 'conceptViewers',
    document: `query ($clientCode: String!, $k: String!) { conceptViewers(clientCode: $clientCode, conceptCode: $k) { person { emailAddress } since } }`,
    requires: 'concept:view',
    namesRecords: true,
    arrange: async (tenant, owner) => ({ clientCode: tenant.clientCode, k: (await createConcept(owner, tenant)).code }),
  },
];
