import { randomBytes } from 'node:crypto';
import type { ApiClient } from './api-client.js';
import type { Tenant } from './fixtures.js';

export const unique = () => randomBytes(4).toString('hex');

export async function createFolder(
  client: ApiClient,
  tenant: Tenant,
  options: { name?: string; parentCode?: string; applicationCode?: string } = {},
) {
  const data = await client.mustRequest<{ createCreativeNode: { code: string; name: string } }>(
    `mutation ($c: String!, $a: String!, $node: CreativeNodeInput!) { createCreativeNode(clientCode: $c, applicationCode: $a, node: $node) { code name } }`,
    {
      c: tenant.clientCode,
      a: options.applicationCode ?? tenant.applicationCodes[0],
      node: {
        name: options.name ?? `Folder ${unique()}`,
        ...(options.parentCode ? { parentCreativeNode: { code: options.parentCode } } : {}),
      },
    },
  );
  return data.createCreativeNode;
}

export const CONCEPT_FIELDS = `code internalId name status workflowStatus type subtype modelType description isPinned version lifeCycle
  settings estimatedEffort targetDeliveryDate childCount
  creativeNode { code name pathNames } parentCreativeConcept { code } applications { code } tags { code name color }
  creativeLead { emailAddress } assignedUser { emailAddress } audit { createBy { emailAddress } createDate updateDate }`;

/** A concept as CONCEPT_FIELDS read it. */
export interface ConceptResult {
  code: string;
  internalId: string;
  name: string;
  status: string;
  workflowStatus: string;
  type: string;
  subtype: string;
  modelType: string;
  description: string;
  isPinned: boolean;
  version: number;
  lifeCycle: string;
  settings: Record<string, string | null>;
  estimatedEffort: number | null;
  targetDeliveryDate: string | null;
  childCount: number;
  creativeNode: { code: string; name: string; pathNames: string[] } | null;
  parentCreativeConcept: { code: string } | null;
  applications: { code: string }[];
  tags: { code: string; name: string; color: string }[];
  creativeLead: { emailAddress: string } | null;
  assignedUser: { emailAddress: string } | null;
  audit: { createBy: { emailAddress: string } | null; createDate: string; updateDate: string };
}

export async function createConcept(client: ApiClient, tenant: Tenant, concept: Record<string, unknown> = {}, folderCode?: string) {
  const folder = folderCode ?? (await createFolder(client, tenant)).code;
  const data = await client.mustRequest<{ createApplicationCreativeConcept: ConceptResult }>(
    `mutation ($c: String!, $concept: CreativeConceptInput!) { createApplicationCreativeConcept(clientCode: $c, concept: $concept) { ${CONCEPT_FIELDS} } }`,
    { c: tenant.clientCode, concept: { name: `Concept ${unique()}`, creativeNode: { code: folder }, ...concept } },
  );
  return data.createApplicationCreativeConcept;
}

export async function updateConcept(client: ApiClient, tenant: Tenant, conceptCode: string, concept: Record<string, unknown>) {
  return client.request<{ updateApplicationCreativeConcept: ConceptResult }>(
    `mutation ($c: String!, $code: String!, $concept: CreativeConceptInput!) { updateApplicationCreativeConcept(clientCode: $c, conceptCode: $code, concept: $concept) { ${CONCEPT_FIELDS} } }`,
    { c: tenant.clientCode, code: conceptCode, concept },
  );
}

export async function getConcept(client: ApiClient, tenant: Tenant, conceptCode: string) {
  return client.request<{
    applicationCreativeConcept: ConceptResult & {
      history: { event: string; comment: string | null; changes: Record<string, unknown> | null }[];
    };
  }>(
    `query ($c: String!, $code: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $code) { ${CONCEPT_FIELDS} history { event comment changes audit { createBy { emailAddress } } } } }`,
    { c: tenant.clientCode, code: conceptCode },
  );
}
