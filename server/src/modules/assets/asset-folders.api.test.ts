import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/api-client.js';
import { createConcept } from '../../../test/concept-fixtures.js';
import { createTenant, type Tenant } from '../../../test/fixtures.js';

interface FlatNode {
  code: string;
  status: string;
  parentCreativeNode: { code: string } | null;
  creativeNodes: unknown[];
}

const CREATE_NODE = `mutation ($c: String!, $k: String!, $node: CreativeNodeInput!) { createCreativeConceptNode(clientCode: $c, conceptCode: $k, node: $node) { code } }`;
const FLAT_TREE = `query ($c: String!, $k: String!, $filter: CreativeNodeFilter) {
  creativeConceptNodes(clientCode: $c, conceptCode: $k, filter: $filter, returnFlat: true) { code status parentCreativeNode { code } creativeNodes { code } } }`;

let tenant: Tenant;
let admin: ApiClient;

beforeAll(async () => {
  tenant = await createTenant('asset-folders');
  admin = await tenant.as('admin');
});

async function createNode(conceptCode: string, name: string, options: { parentCode?: string; status?: string } = {}) {
  const data = await admin.mustRequest<{ createCreativeConceptNode: { code: string } }>(CREATE_NODE, {
    c: tenant.clientCode,
    k: conceptCode,
    node: {
      name,
      ...(options.status ? { status: options.status } : {}),
      ...(options.parentCode ? { parentCreativeNode: { code: options.parentCode } } : {}),
    },
  });
  return data.createCreativeConceptNode.code;
}

async function readFlatTree(conceptCode: string, filter?: { status: string }) {
  const data = await admin.mustRequest<{ creativeConceptNodes: FlatNode[] }>(FLAT_TREE, { c: tenant.clientCode, k: conceptCode, filter });
  return data.creativeConceptNodes;
}

describe('creativeConceptNodes returnFlat', () => {
  it('returns a 10-level tree whole, each folder with its parent code and no children', async () => {
    const concept = await createConcept(admin, tenant);
    const chain: string[] = [];
    for (let level = 1; level <= 10; level++) chain.push(await createNode(concept.code, `Level ${level}`, { parentCode: chain.at(-1) }));
    const sibling = await createNode(concept.code, 'Sibling', { parentCode: chain[0] });

    const flat = await readFlatTree(concept.code);
    expect(flat).toHaveLength(11);
    const byCode = new Map(flat.map((node) => [node.code, node]));
    for (const [index, code] of chain.entries()) {
      expect(byCode.get(code)).toEqual({
        code,
        status: 'active',
        parentCreativeNode: index === 0 ? null : { code: chain[index - 1] },
        creativeNodes: [],
      });
    }
    expect(byCode.get(sibling)?.parentCreativeNode).toEqual({ code: chain[0] });

    // Without returnFlat the answer stays nested: one top-level folder.
    const nested = await admin.mustRequest<{ creativeConceptNodes: { code: string; creativeNodes: { code: string }[] }[] }>(
      `query ($c: String!, $k: String!) { creativeConceptNodes(clientCode: $c, conceptCode: $k) { code creativeNodes { code } } }`,
      { c: tenant.clientCode, k: concept.code },
    );
    expect(nested.creativeConceptNodes.map((node) => node.code)).toEqual([chain[0]]);
    expect(nested.creativeConceptNodes[0]!.creativeNodes.map((node) => node.code).sort()).toEqual([chain[1], sibling].sort());
  });

  it('applies the status filter flat as nested: an inactive folder hides everything under it', async () => {
    const concept = await createConcept(admin, tenant);
    const top = await createNode(concept.code, 'Top');
    const hidden = await createNode(concept.code, 'Hidden', { parentCode: top, status: 'inactive' });
    await createNode(concept.code, 'Under hidden', { parentCode: hidden });

    expect((await readFlatTree(concept.code, { status: 'active' })).map((node) => node.code)).toEqual([top]);
    expect(await readFlatTree(concept.code)).toHaveLength(3);
  });
});
