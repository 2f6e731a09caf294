import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type ApiClient } from '../../../test/api-client.js';
import { createAssetRecord } from '../../../test/asset-fixtures.js';
import { createConcept } from '../../../test/concept-fixtures.js';
import { createTenant, TENANT_ROLES, type Tenant, type TenantRole } from '../../../test/fixtures.js';

const COMMENT = `mutation ($c: String!, $a: String!, $t: String!, $anchor: CommentAnchorInput, $parent: ID) {
  addApplicationCreativeConceptAssetComment(clientCode: $c, conceptAssetCode: $a, comment: $t, anchor: $anchor, parentCommentId: $parent) {
    id comment parentId isResolved anchor { frame frameEnd frameRate page drawing } } }`;
const RESOLVE = `mutation ($c: String!, $a: String!, $id: ID!, $r: Boolean!) {
  resolveCreativeConceptAssetComment(clientCode: $c, conceptAssetCode: $a, commentId: $id, resolved: $r) {
    id isResolved resolvedAt resolvedBy { emailAddress } replies { comment } } }`;
const HISTORY = `query ($c: String!, $a: String!) { applicationCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) {
  status history { id event comment parentId isResolved anchor { frame frameRate page drawing } replies { id comment audit { createBy { emailAddress } } } } } }`;

interface Entry {
  id: string;
  event: string;
  comment: string | null;
  parentId: string | null;
  isResolved: boolean;
  anchor: { frame: number | null; frameRate: number | null; page: number | null; drawing: unknown } | null;
  replies: { id: string; comment: string; audit: { createBy: { emailAddress: string } | null } }[];
}

const ARROW = { version: 1, shapes: [{ kind: 'arrow', color: '#E53935', from: [0.2, 0.3], to: [0.6, 0.5] }] };

let tenant: Tenant;
let admin: ApiClient;

beforeAll(async () => {
  tenant = await createTenant('review-comments');
  admin = await tenant.as('admin');
});

async function assetUnderReview() {
  const concept = await createConcept(admin, tenant, { status: 'pendingApproval' });
  const asset = await createAssetRecord(admin, tenant, concept.code, { name: 'Teaser', status: 'pendingApproval' });
  return { concept, asset };
}

async function historyOf(assetCode: string) {
  const data = await admin.mustRequest<{ applicationCreativeConceptAsset: { status: string; history: Entry[] } }>(HISTORY, {
    c: tenant.clientCode,
    a: assetCode,
  });
  return data.applicationCreativeConceptAsset;
}

describe('comments on a moment and a place', () => {
  it('stores a frame with its frame rate and a drawing, and answers them in the asset’s history', async () => {
    const { asset } = await assetUnderReview();
    const designer = await tenant.as('designer');
    const added = await designer.mustRequest<{ addApplicationCreativeConceptAssetComment: Entry }>(COMMENT, {
      c: tenant.clientCode,
      a: asset.code,
      t: 'Logo pops in too late',
      anchor: { frame: 48, frameRate: 24, drawing: ARROW },
    });
    expect(added.addApplicationCreativeConceptAssetComment).toMatchObject({
      comment: 'Logo pops in too late',
      parentId: null,
      isResolved: false,
      anchor: { frame: 48, frameEnd: null, frameRate: 24, page: null, drawing: ARROW },
    });
    const { history } = await historyOf(asset.code);
    const entry = history.find((candidate) => candidate.id === added.addApplicationCreativeConceptAssetComment.id);
    expect(entry).toMatchObject({ event: 'comment', anchor: { frame: 48, frameRate: 24, page: null, drawing: ARROW } });

    // A page of a PDF, and a comment with no anchor at all.
    const onPage = await designer.mustRequest<{ addApplicationCreativeConceptAssetComment: Entry }>(COMMENT, {
      c: tenant.clientCode,
      a: asset.code,
      t: 'Typo on page 3',
      anchor: { page: 3 },
    });
    expect(onPage.addApplicationCreativeConceptAssetComment.anchor).toMatchObject({ page: 3, frame: null });
    const plain = await designer.mustRequest<{ addApplicationCreativeConceptAssetComment: Entry }>(COMMENT, {
      c: tenant.clientCode,
      a: asset.code,
      t: 'Overall fine',
    });
    expect(plain.addApplicationCreativeConceptAssetComment.anchor).toBeNull();
  });

  it('refuses a bad drawing or anchor with a message naming the field, saving nothing', async () => {
    const { asset } = await assetUnderReview();
    const before = (await historyOf(asset.code)).history.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ drawing: { version: 1, shapes: [{ kind: 'arrow', color: 'red', from: [0, 0], to: [1, 1] }] } }, 'anchor.drawing.shapes.0.color'],
      [{ drawing: { version: 1, shapes: [{ kind: 'rect', color: '#43A047', from: [0, 0], to: [1.5, 1] }] } }, 'anchor.drawing.shapes.0.to'],
      [{ drawing: { version: 1, shapes: [{ kind: 'circle', color: '#43A047' }] } }, 'anchor.drawing.shapes.0'],
      [{ drawing: 'an arrow' }, 'anchor.drawing'],
      [{ drawing: { version: 2, shapes: [] } }, 'anchor.drawing.version'],
      [{ frame: 10 }, 'anchor.frameRate'],
      [{ frame: 10, frameEnd: 4, frameRate: 25 }, 'anchor.frameEnd'],
    ];
    for (const [anchor, field] of cases) {
      const result = await admin.request(COMMENT, { c: tenant.clientCode, a: asset.code, t: 'Look here', anchor });
      expect(errorCode(result), JSON.stringify(anchor)).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toContain(field);
    }
    const drawing = await admin.request(COMMENT, {
      c: tenant.clientCode,
      a: asset.code,
      t: 'Look here',
      anchor: { drawing: { version: 1, shapes: [{ kind: 'arrow', color: 'red', from: [0, 0], to: [1, 1] }] } },
    });
    expect(drawing.errors?.[0]?.message).toMatch(/^The drawing is not valid: anchor\.drawing\.shapes\.0\.color: /);
    expect((await historyOf(asset.code)).history).toHaveLength(before);
  });

  it('threads replies under their comment, refuses a reply to a reply and a comment of another asset', async () => {
    const { concept, asset } = await assetUnderReview();
    const other = await createAssetRecord(admin, tenant, concept.code, { name: 'Other' });
    const approver = await tenant.as('approver');
    const designer = await tenant.as('designer');
    const root = (
      await approver.mustRequest<{ addApplicationCreativeConceptAssetComment: Entry }>(COMMENT, {
        c: tenant.clientCode,
        a: asset.code,
        t: 'Make the end card longer',
        anchor: { frame: 100, frameRate: 25 },
      })
    ).addApplicationCreativeConceptAssetComment;
    await designer.mustRequest(COMMENT, { c: tenant.clientCode, a: asset.code, t: 'Two seconds?', parent: root.id });
    await approver.mustRequest(COMMENT, { c: tenant.clientCode, a: asset.code, t: 'Yes', parent: root.id });

    const { history } = await historyOf(asset.code);
    const thread = history.find((entry) => entry.id === root.id)!;
    expect(thread.replies.map((reply) => [reply.comment, reply.audit.createBy?.emailAddress])).toEqual([
      ['Two seconds?', tenant.emails.designer],
      ['Yes', tenant.emails.approver],
    ]);
    // Replies are entries of the history too, pointing at their comment.
    expect(history.filter((entry) => entry.parentId === root.id).map((entry) => entry.comment)).toEqual(['Yes', 'Two seconds?']);

    const toReply = await designer.request(COMMENT, { c: tenant.clientCode, a: asset.code, t: 'Nested', parent: thread.replies[0]!.id });
    expect(errorCode(toReply)).toBe('BAD_USER_INPUT');
    const elsewhere = await designer.request(COMMENT, { c: tenant.clientCode, a: other.code, t: 'Wrong asset', parent: root.id });
    expect(errorCode(elsewhere)).toBe('BAD_USER_INPUT');
    expect(elsewhere.errors?.[0]?.message).toBe('That comment does not exist on this asset.');
  });

  it('lets the author, the creative lead and an approver resolve and reopen; refuses others', async () => {
    const { asset } = await assetUnderReview();
    const designer = await tenant.as('designer');
    const root = (
      await designer.mustRequest<{ addApplicationCreativeConceptAssetComment: Entry }>(COMMENT, {
        c: tenant.clientCode,
        a: asset.code,
        t: 'Colour is off',
      })
    ).addApplicationCreativeConceptAssetComment;
    const variables = { c: tenant.clientCode, a: asset.code, id: root.id };

    const byViewer = await (await tenant.as('viewer')).request(RESOLVE, { ...variables, r: true });
    expect(errorCode(byViewer)).toBe('FORBIDDEN');
    expect(byViewer.errors?.[0]?.message).toBe(
      'Only the comment’s author, the concept’s creative lead or an approver can resolve or reopen it.',
    );

    const resolved = await designer.mustRequest<{
      resolveCreativeConceptAssetComment: { isResolved: boolean; resolvedBy: { emailAddress: string } };
    }>(RESOLVE, { ...variables, r: true });
    expect(resolved.resolveCreativeConceptAssetComment).toMatchObject({
      isResolved: true,
      resolvedBy: { emailAddress: tenant.emails.designer },
    });
    const reopened = await (
      await tenant.as('approver')
    ).mustRequest<{ resolveCreativeConceptAssetComment: { isResolved: boolean; resolvedBy: null } }>(RESOLVE, { ...variables, r: false });
    expect(reopened.resolveCreativeConceptAssetComment).toMatchObject({ isResolved: false, resolvedBy: null });
    expect((await historyOf(asset.code)).history.find((entry) => entry.id === root.id)?.isResolved).toBe(false);

    const unknown = await designer.request(RESOLVE, { ...variables, id: 'not-a-comment', r: true });
    expect(errorCode(unknown)).toBe('BAD_USER_INPUT');
  });

  const CAN_RESOLVE = `query ($c: String!, $a: String!) { applicationCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) {
    history { id event viewerCanResolve replies { id viewerCanResolve } } } }`;

  /** A designer's comment on an asset of a concept led by `lead` (or nobody), and an approver's reply to it. */
  async function designerCommentUnder(lead: TenantRole | null) {
    const concept = await createConcept(admin, tenant, {
      status: 'pendingApproval',
      ...(lead ? { creativeLead: { emailAddress: tenant.emails[lead] } } : {}),
    });
    const asset = await createAssetRecord(admin, tenant, concept.code, { name: 'Teaser', status: 'pendingApproval' });
    const designer = await tenant.as('designer');
    const added = await designer.mustRequest<{ addApplicationCreativeConceptAssetComment: Entry }>(COMMENT, {
      c: tenant.clientCode,
      a: asset.code,
      t: 'Logo too small',
    });
    const reply = await (
      await tenant.as('approver')
    ).mustRequest<{ addApplicationCreativeConceptAssetComment: Entry }>(COMMENT, {
      c: tenant.clientCode,
      a: asset.code,
      t: 'Agreed',
      parent: added.addApplicationCreativeConceptAssetComment.id,
    });
    return {
      asset,
      commentId: added.addApplicationCreativeConceptAssetComment.id,
      replyId: reply.addApplicationCreativeConceptAssetComment.id,
    };
  }

  async function readCanResolve(role: TenantRole, assetCode: string) {
    const data = await (
      await tenant.as(role)
    ).mustRequest<{ applicationCreativeConceptAsset: { history: { id: string; event: string; viewerCanResolve: boolean }[] } }>(
      CAN_RESOLVE,
      { c: tenant.clientCode, a: assetCode },
    );
    return data.applicationCreativeConceptAsset.history;
  }

  it.each([
    { lead: 'creativeLead' as const, allowed: ['admin', 'creativeLead', 'designer', 'approver'] },
    { lead: null, allowed: ['admin', 'designer', 'approver'] },
  ])('tells each role whether it may resolve (concept led by $lead), and resolve agrees', async ({ lead, allowed }) => {
    const { asset, commentId, replyId } = await designerCommentUnder(lead);
    for (const role of TENANT_ROLES) {
      const history = await readCanResolve(role, asset.code);
      const isAllowed = allowed.includes(role);
      expect({ role, canResolve: history.find((entry) => entry.id === commentId)?.viewerCanResolve }).toEqual({
        role,
        canResolve: isAllowed,
      });
      // Only comments can be resolved: the asset's creation entry says no even to an administrator.
      expect(history.filter((entry) => entry.event !== 'comment').every((entry) => !entry.viewerCanResolve)).toBe(true);
      const result = await (await tenant.as(role)).request(RESOLVE, { c: tenant.clientCode, a: asset.code, id: commentId, r: true });
      expect({ role, error: errorCode(result) ?? null }).toEqual({ role, error: isAllowed ? null : 'FORBIDDEN' });
    }
    // The reply's author is the approver: the designer may resolve their own comment, not the reply.
    const asDesigner = await readCanResolve('designer', asset.code);
    expect(asDesigner.find((entry) => entry.id === replyId)?.viewerCanResolve).toBe(false);
  });
});

describe('approval with intent', () => {
  const ACCEPT_ALL = `mutation ($c: String!, $a: String!, $k: String!, $t: String) {
    acceptAllApplicationCreativeConceptAssets(clientCode: $c, applicationCode: $a, conceptCode: $k, comment: $t) { code status } }`;
  const APPROVE_ONE = `mutation ($c: String!, $a: String!, $x: String!, $t: String) {
    approveApplicationCreativeConceptAsset(clientCode: $c, applicationCode: $a, conceptAssetCode: $x, comment: $t) { code status } }`;
  const REJECT_ONE = APPROVE_ONE.replaceAll('approveApplication', 'rejectApplication');
  const CONCEPT_HISTORY = `query ($c: String!, $k: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $k) { history { event comment asset { code } } } }`;

  it('puts the approval comment in the concept’s history and each decided asset’s history', async () => {
    const { concept, asset } = await assetUnderReview();
    const approver = await tenant.as('approver');
    await approver.mustRequest(ACCEPT_ALL, { c: tenant.clientCode, a: tenant.applicationCodes[0], k: concept.code, t: 'Ship it' });
    const { status, history } = await historyOf(asset.code);
    expect(status).toBe('approved');
    expect(history[0]).toMatchObject({ event: 'assetUpdated', comment: 'Ship it' });
    const conceptHistory = await admin.mustRequest<{
      applicationCreativeConcept: { history: { event: string; comment: string | null; asset: null }[] };
    }>(CONCEPT_HISTORY, { c: tenant.clientCode, k: concept.code });
    expect(conceptHistory.applicationCreativeConcept.history).toContainEqual({
      event: 'comment',
      comment: 'Approved: Ship it',
      asset: null,
    });
  });

  it('approves and rejects one asset with a comment; the designer is refused with the catalogue message', async () => {
    const { asset } = await assetUnderReview();
    const approver = await tenant.as('approver');
    const variables = { c: tenant.clientCode, a: tenant.applicationCodes[0], x: asset.code };
    const rejected = await approver.mustRequest<{ rejectApplicationCreativeConceptAsset: { status: string } }>(REJECT_ONE, {
      ...variables,
      t: 'Wrong end card',
    });
    expect(rejected.rejectApplicationCreativeConceptAsset.status).toBe('rejected');
    expect((await historyOf(asset.code)).history[0]).toMatchObject({ event: 'assetUpdated', comment: 'Wrong end card' });

    const designer = await tenant.as('designer');
    const refused = await designer.request(APPROVE_ONE, { ...variables, t: 'Me too' });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe('You do not have the correct permissions to Approve this Creative Concept/Assets.');
    const refusedAll = await designer.request(ACCEPT_ALL, { c: tenant.clientCode, a: tenant.applicationCodes[0], k: asset.code, t: 'x' });
    expect(refusedAll.errors?.[0]?.message).toBe('You do not have the correct permissions to Approve this Creative Concept/Assets.');
    expect((await historyOf(asset.code)).status).toBe('rejected');

    const approved = await approver.mustRequest<{ approveApplicationCreativeConceptAsset: { status: string } }>(APPROVE_ONE, variables);
    expect(approved.approveApplicationCreativeConceptAsset.status).toBe('approved');
  });
});
