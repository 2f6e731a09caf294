import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type ApiClient } from '../../../test/api-client.js';
import { createConcept, createFolder } from '../../../test/concept-fixtures.js';
import { createTenant, type Tenant } from '../../../test/fixtures.js';

interface TreeNode {
  code: string;
  name: string;
  status: string;
  sequenceId: number;
  conceptCount: number;
  creativeNodes: TreeNode[];
}

const TREE = `query ($c: String!, $a: String!, $filter: CreativeNodeFilter) { creativeNodes(clientCode: $c, applicationCode: $a, filter: $filter) {
  code name status sequenceId conceptCount creativeNodes { code name status sequenceId conceptCount creativeNodes { code name status sequenceId conceptCount creativeNodes { code name sequenceId } } } } }`;
const MOVE = `mutation ($c: String!, $a: String!, $nodes: [CreativeNodeMoveInput!]!) { updateMultipleCreativeNode(clientCode: $c, applicationCode: $a, nodes: $nodes) { code sequenceId } }`;

async function tree(client: ApiClient, tenant: Tenant, filter?: { status: string }): Promise<TreeNode[]> {
  return (await client.mustRequest<{ creativeNodes: TreeNode[] }>(TREE, { c: tenant.clientCode, a: tenant.applicationCodes[0], filter }))
    .creativeNodes;
}

function findNode(nodes: TreeNode[], code: string): TreeNode | undefined {
  for (const node of nodes) {
    if (node.code === code) return node;
    const found = findNode(node.creativeNodes ?? [], code);
    if (found) return found;
  }
  return undefined;
}

function flatten(nodes: TreeNode[], parent: string | null = null): { code: string; parent: string | null; sequenceId: number }[] {
  return nodes.flatMap((node) => [
    { code: node.code, parent, sequenceId: node.sequenceId },
    ...flatten(node.creativeNodes ?? [], node.code),
  ]);
}

describe('folders', () => {
  let tenant: Tenant;
  let admin: ApiClient;
  beforeAll(async () => {
    tenant = await createTenant('folders');
    admin = await tenant.as('admin');
  });

  it('creates folders at position 0, keeping sibling positions dense and unique', async () => {
    const first = await createFolder(admin, tenant, { name: 'First' });
    const second = await createFolder(admin, tenant, { name: 'Second' });
    const roots = await tree(admin, tenant);
    expect(roots.slice(0, 2).map((node) => node.code)).toEqual([second.code, first.code]);
    expect(roots.map((node) => node.sequenceId)).toEqual(roots.map((_, index) => index));
  });

  it('returns the whole tree flat on request, each folder with its parent code', async () => {
    const top = await createFolder(admin, tenant, { name: 'Flat top' });
    let parent = top.code;
    const chain = [top.code];
    // Deeper than any nested query could ask for under the depth limit.
    for (let level = 0; level < 14; level++) {
      parent = (await createFolder(admin, tenant, { name: `Level ${level}`, parentCode: parent })).code;
      chain.push(parent);
    }
    const { creativeNodes } = await admin.mustRequest<{ creativeNodes: { code: string }[] }>(
      `query ($c: String!, $a: String!) { creativeNodes(clientCode: $c, applicationCode: $a, returnFlat: true) { code parentCreativeNode { code } creativeNodes { code } } }`,
      { c: tenant.clientCode, a: tenant.applicationCodes[0] },
    );
    const byCode = new Map(creativeNodes.map((node) => [node.code, node]));
    for (const [index, code] of chain.entries()) {
      expect(byCode.get(code)).toEqual({ code, parentCreativeNode: index === 0 ? null : { code: chain[index - 1] }, creativeNodes: [] });
    }
  });

  it('validates the folder dialog fields', async () => {
    const create = (node: Record<string, unknown>) =>
      admin.request(
        `mutation ($c: String!, $a: String!, $node: CreativeNodeInput!) { createCreativeNode(clientCode: $c, applicationCode: $a, node: $node) { code } }`,
        {
          c: tenant.clientCode,
          a: tenant.applicationCodes[0],
          node,
        },
      );
    expect((await create({ name: '   ' })).errors?.[0]?.message).toBe('Name is required.');
    expect((await create({ name: 'x', nodeType: { code: 'bogus' } })).errors?.[0]?.message).toBe("Unknown folder type 'bogus'.");
    expect((await create({ name: 'x', status: 'sleeping' })).errors?.[0]?.message).toBe('Status must be active or inactive.');
    expect(errorCode(await create({ name: 'x', parentCreativeNode: { code: 'nodnope' } }))).toBe('BAD_USER_INPUT');
  });

  it('hides inactive folders and their sub-folders when asked for active ones', async () => {
    const parent = await createFolder(admin, tenant, { name: 'Retired' });
    const child = await createFolder(admin, tenant, { name: 'Retired child', parentCode: parent.code });
    await admin.mustRequest(
      `mutation ($c: String!, $a: String!, $n: String!) { updateCreativeNode(clientCode: $c, applicationCode: $a, nodeCode: $n, node: { status: "inactive" }) { status } }`,
      {
        c: tenant.clientCode,
        a: tenant.applicationCodes[0],
        n: parent.code,
      },
    );
    const active = flatten(await tree(admin, tenant, { status: 'active' })).map((node) => node.code);
    expect(active).not.toContain(parent.code);
    expect(active).not.toContain(child.code);
    expect(flatten(await tree(admin, tenant)).map((node) => node.code)).toContain(child.code);
  });

  it('refuses deleting a folder that still holds concepts, and deletes an empty one with its sub-folders', async () => {
    const full = await createFolder(admin, tenant);
    await createConcept(admin, tenant, {}, full.code);
    const remove = (code: string) =>
      admin.request(
        `mutation ($c: String!, $a: String!, $n: String!) { deleteCreativeNode(clientCode: $c, applicationCode: $a, nodeCode: $n) }`,
        {
          c: tenant.clientCode,
          a: tenant.applicationCodes[0],
          n: code,
        },
      );
    expect((await remove(full.code)).errors?.[0]?.message).toBe('This folder still holds 1 concept(s). Move or delete them first.');
    const empty = await createFolder(admin, tenant);
    const sub = await createFolder(admin, tenant, { parentCode: empty.code });
    expect((await remove(empty.code)).data?.deleteCreativeNode).toBe(true);
    const codes = flatten(await tree(admin, tenant)).map((node) => node.code);
    expect(codes).not.toContain(sub.code);
    expect(codes).toContain(full.code);
  });

  it('re-parents and reorders by drag and drop, renumbering from 0', async () => {
    const target = await createFolder(admin, tenant, { name: 'Target' });
    const a = await createFolder(admin, tenant, { name: 'A', parentCode: target.code });
    const b = await createFolder(admin, tenant, { name: 'B', parentCode: target.code });
    const moving = await createFolder(admin, tenant, { name: 'Moving' });
    await admin.mustRequest(MOVE, {
      c: tenant.clientCode,
      a: tenant.applicationCodes[0],
      nodes: [{ code: moving.code, sequenceId: 1, parentCreativeNode: { code: target.code } }],
    });
    const children = (await tree(admin, tenant)).find((node) => node.code === target.code)!.creativeNodes;
    expect(children.map((node) => node.name)).toEqual(['B', 'Moving', 'A']);
    expect(children.map((node) => node.sequenceId)).toEqual([0, 1, 2]);
    void a;
    void b;
  });

  it('refuses a move into its own sub-folder and a folder of another application, changing nothing', async () => {
    const outer = await createFolder(admin, tenant);
    const inner = await createFolder(admin, tenant, { parentCode: outer.code });
    const before = flatten(await tree(admin, tenant));
    const cycle = await admin.request(MOVE, {
      c: tenant.clientCode,
      a: tenant.applicationCodes[0],
      nodes: [{ code: outer.code, sequenceId: 0, parentCreativeNode: { code: inner.code } }],
    });
    expect(cycle.errors?.[0]?.message).toBe('A folder cannot be moved into itself or one of its sub-folders.');
    const otherApp = await createFolder(admin, tenant, { applicationCode: tenant.applicationCodes[1] });
    const foreign = await admin.request(MOVE, {
      c: tenant.clientCode,
      a: tenant.applicationCodes[0],
      nodes: [
        { code: outer.code, sequenceId: 0 },
        { code: otherApp.code, sequenceId: 0, parentCreativeNode: { code: outer.code } },
      ],
    });
    expect(foreign.errors?.[0]?.message).toBe(`Unknown folder '${otherApp.code}' in this application.`);
    expect(flatten(await tree(admin, tenant))).toEqual(before);
  });

  it('never creates a cycle or a shared position under concurrent moves', async () => {
    const x = await createFolder(admin, tenant, { name: 'X' });
    const y = await createFolder(admin, tenant, { name: 'Y' });
    const lead = await tenant.as('creativeLead');
    const variables = (code: string, parent: string) => ({
      c: tenant.clientCode,
      a: tenant.applicationCodes[0],
      nodes: [{ code, sequenceId: 0, parentCreativeNode: { code: parent } }],
    });
    // X under Y and Y under X at the same time: exactly one may win.
    const results = await Promise.all([admin.request(MOVE, variables(x.code, y.code)), lead.request(MOVE, variables(y.code, x.code))]);
    expect(results.filter((result) => !result.errors).length).toBe(1);
    const nodes = flatten(await tree(admin, tenant));
    const parentOf = new Map(nodes.map((node) => [node.code, node.parent]));
    expect(parentOf.get(x.code) === y.code && parentOf.get(y.code) === x.code).toBe(false);
    // Positions stay dense and unique under every parent.
    const byParent = new Map<string | null, number[]>();
    for (const node of nodes) byParent.set(node.parent, [...(byParent.get(node.parent) ?? []), node.sequenceId]);
    for (const positions of byParent.values()) expect([...positions].sort((p, q) => p - q)).toEqual(positions.map((_, index) => index));
  });

  it('refuses a stale folder save', async () => {
    const folder = await createFolder(admin, tenant);
    const update = `mutation ($c: String!, $a: String!, $n: String!, $name: String!) { updateCreativeNode(clientCode: $c, applicationCode: $a, nodeCode: $n, node: { name: $name, version: 1 }) { name version } }`;
    const vars = { c: tenant.clientCode, a: tenant.applicationCodes[0], n: folder.code };
    expect((await admin.mustRequest(update, { ...vars, name: 'One' })).updateCreativeNode).toEqual({ name: 'One', version: 2 });
    expect(errorCode(await admin.request(update, { ...vars, name: 'Two' }))).toBe('CONFLICT');
  });

  it('keeps folder and list counts exact through create, move and delete', async () => {
    const from = await createFolder(admin, tenant, { name: 'Count from' });
    const to = await createFolder(admin, tenant, { name: 'Count to' });
    const total = async () =>
      (
        await admin.mustRequest<{ applicationCreativeConcepts: { totalItemCount: number } }>(
          `query ($c: String!, $a: String!) { applicationCreativeConcepts(clientCode: $c, applicationCode: $a) { totalItemCount } }`,
          {
            c: tenant.clientCode,
            a: tenant.applicationCodes[0],
          },
        )
      ).applicationCreativeConcepts.totalItemCount;
    const countOf = async (code: string) => findNode(await tree(admin, tenant), code)!.conceptCount;
    const before = await total();
    const first = await createConcept(admin, tenant, {}, from.code);
    const second = await createConcept(admin, tenant, {}, from.code);
    expect([await countOf(from.code), await countOf(to.code), await total()]).toEqual([2, 0, before + 2]);
    await admin.mustRequest(
      `mutation ($c: String!, $code: String!, $n: String!) { updateApplicationCreativeConcept(clientCode: $c, conceptCode: $code, concept: { creativeNode: { code: $n } }) { code } }`,
      {
        c: tenant.clientCode,
        code: first.code,
        n: to.code,
      },
    );
    expect([await countOf(from.code), await countOf(to.code)]).toEqual([1, 1]);
    await admin.mustRequest(
      `mutation ($c: String!, $code: String!) { deleteApplicationCreativeConcept(clientCode: $c, conceptCode: $code) }`,
      { c: tenant.clientCode, code: second.code },
    );
    expect([await countOf(from.code), await countOf(to.code), await total()]).toEqual([0, 1, before + 1]);
  });

  it('counts a folder with its sub-folders, inactive ones included, as choosing it lists', async () => {
    const top = await createFolder(admin, tenant, { name: 'Total top' });
    const child = await createFolder(admin, tenant, { name: 'Total child', parentCode: top.code });
    const grandchild = await createFolder(admin, tenant, { name: 'Total grandchild', parentCode: child.code });
    await createConcept(admin, tenant, {}, top.code);
    await createConcept(admin, tenant, {}, child.code);
    await createConcept(admin, tenant, {}, grandchild.code);
    await createConcept(admin, tenant, {}, grandchild.code);
    const vars = { c: tenant.clientCode, a: tenant.applicationCodes[0] };
    // The grandchild goes inactive: hidden from the active tree, still counted (its concepts are listed).
    const update = await admin.mustRequest<{ updateCreativeNode: { totalConceptCount: number } }>(
      `mutation ($c: String!, $a: String!, $n: String!) { updateCreativeNode(clientCode: $c, applicationCode: $a, nodeCode: $n, node: { name: "Total grandchild", status: "inactive", nodeType: { code: "default" } }) { totalConceptCount } }`,
      { ...vars, n: grandchild.code },
    );
    expect(update.updateCreativeNode.totalConceptCount).toBe(2);
    const flat = await admin.mustRequest<{ creativeNodes: { code: string; conceptCount: number; totalConceptCount: number }[] }>(
      `query ($c: String!, $a: String!) { creativeNodes(clientCode: $c, applicationCode: $a, filter: { status: "active" }, returnFlat: true) { code conceptCount totalConceptCount } }`,
      vars,
    );
    const byCode = new Map(flat.creativeNodes.map((node) => [node.code, node]));
    expect(byCode.has(grandchild.code)).toBe(false);
    expect(byCode.get(top.code)).toMatchObject({ conceptCount: 1, totalConceptCount: 4 });
    expect(byCode.get(child.code)).toMatchObject({ conceptCount: 1, totalConceptCount: 3 });
    // The list for the top folder has exactly that many.
    const listed = await admin.mustRequest<{ applicationCreativeConcepts: { totalItemCount: number } }>(
      `query ($c: String!, $a: String!, $f: ConceptFilter) { applicationCreativeConcepts(clientCode: $c, applicationCode: $a, filter: $f) { totalItemCount } }`,
      { ...vars, f: { field: 'creativeNode.code', operator: 'equals', value: top.code } },
    );
    expect(listed.applicationCreativeConcepts.totalItemCount).toBe(4);
  });

  it('counts concepts in virtual folders', async () => {
    const lead = await tenant.as('creativeLead');
    await createConcept(lead, tenant, {
      status: 'pendingApproval',
      creativeLead: { emailAddress: tenant.emails.creativeLead },
      isPinned: true,
    });
    const { creativeVirtualNodes } = await lead.mustRequest<{ creativeVirtualNodes: { children: { code: string; count: number }[] }[] }>(
      `query ($c: String!, $a: String!) { creativeVirtualNodes(clientCode: $c, applicationCode: $a) { children { code count filter } } }`,
      {
        c: tenant.clientCode,
        a: tenant.applicationCodes[0],
      },
    );
    const counts = Object.fromEntries(creativeVirtualNodes[0]!.children.map((node) => [node.code, node.count]));
    expect(counts.myConcepts).toBeGreaterThanOrEqual(1);
    expect(counts.pinnedConcepts).toBeGreaterThanOrEqual(1);
    expect(counts.pendingApproval).toBeGreaterThanOrEqual(1);
  });
});
