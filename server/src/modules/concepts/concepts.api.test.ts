import { beforeAll, describe, expect, inject, it } from 'vitest';
import { errorCode } from '../../../test/api-client.js';
import {
  CONCEPT_FIELDS,
  createConcept,
  createFolder,
  getConcept,
  updateConcept,
  type ConceptResult,
} from '../../../test/concept-fixtures.js';
import { createTenant, platformAdmin, type Tenant } from '../../../test/fixtures.js';

/** The list's answer, as far as these tests read it. */
interface ListData {
  applicationCreativeConcepts: { totalItemCount: number; items: { code: string; name: string }[] };
}

const LIST = `query ($c: String!, $a: String!, $filter: ConceptFilter, $offset: Int, $limit: Int, $sort: [String!]) {
  applicationCreativeConcepts(clientCode: $c, applicationCode: $a, filter: $filter, offset: $offset, limit: $limit, sort: $sort) { totalItemCount items { code name internalId modelType } } }`;

describe('concepts', () => {
  let tenant: Tenant;
  beforeAll(async () => {
    tenant = await createTenant('concepts');
  });

  it('creates a concept with the spec defaults, a crc code, a short internal id and a history entry', async () => {
    const lead = await tenant.as('creativeLead');
    const concept = await createConcept(lead, tenant, { name: '  Launch teaser  ' });
    expect(concept.name).toBe('Launch teaser');
    expect(concept).toMatchObject({
      status: 'queued',
      workflowStatus: 'queued',
      type: 'ua',
      subtype: 'general',
      modelType: 'standard',
      lifeCycle: 'queued',
      version: 1,
    });
    expect(concept.code).toContain('crc');
    expect(concept.internalId).toMatch(/^\d+$/);
    expect(concept.internalId).not.toContain('crc');
    // Defaults of the creative settings: a select default and NOW for the launch date.
    expect(concept.settings.platform).toBe('both');
    expect(Math.abs(Date.parse(concept.settings.launchDate!) - Date.now())).toBeLessThan(60_000);
    const { data } = await getConcept(lead, tenant, concept.code);
    expect(data!.applicationCreativeConcept.history.map((entry) => entry.event)).toEqual(['conceptCreated']);
  });

  it('resolves the editor route by code or internal id, and answers Concept not found otherwise', async () => {
    const viewer = await tenant.as('viewer');
    const concept = await createConcept(await tenant.as('admin'), tenant);
    const byId = await viewer.mustRequest<{ applicationCreativeConceptByInternalId: { code: string } }>(
      `query ($c: String!, $id: String!) { applicationCreativeConceptByInternalId(clientCode: $c, internalId: $id) { code } }`,
      {
        c: tenant.clientCode,
        id: concept.internalId,
      },
    );
    expect(byId.applicationCreativeConceptByInternalId.code).toBe(concept.code);
    for (const result of [
      await viewer.request(
        `query ($c: String!) { applicationCreativeConceptByInternalId(clientCode: $c, internalId: "999999") { code } }`,
        { c: tenant.clientCode },
      ),
      await getConcept(viewer, tenant, 'crcdoesnotexist'),
    ]) {
      expect(result.errors?.[0]?.message).toBe('Concept not found');
      expect(result.errors?.[0]?.extensions?.status).toBe(404);
    }
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const admin = await tenant.as('admin');
    const folder = await createFolder(admin, tenant);
    const count = async () =>
      (await admin.mustRequest<ListData>(LIST, { c: tenant.clientCode, a: tenant.applicationCodes[0] })).applicationCreativeConcepts
        .totalItemCount;
    const before = await count();
    const create = (concept: Record<string, unknown>) =>
      admin.request(
        `mutation ($c: String!, $concept: CreativeConceptInput!) { createApplicationCreativeConcept(clientCode: $c, concept: $concept) { code } }`,
        {
          c: tenant.clientCode,
          concept,
        },
      );

    const unknownFolder = await create({ name: 'x', creativeNode: { code: 'nodnope' } });
    expect(unknownFolder.errors?.[0]?.message).toBe("Unknown folder 'nodnope'.");
    const missingName = await create({ name: '   ', creativeNode: { code: folder.code } });
    expect(missingName.errors?.[0]?.message).toBe('Name is required.');
    const missingFolder = await create({ name: 'No folder' });
    expect(missingFolder.errors?.[0]?.message).toBe('Choose a folder for the concept.');
    const badUrl = await create({ name: 'Bad link', creativeNode: { code: folder.code }, settings: { briefUrl: 'not a url' } });
    expect(errorCode(badUrl)).toBe('BAD_USER_INPUT');
    expect(badUrl.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'settings.briefUrl', message: 'Brief document must be a valid URL.' },
    ]);
    const badSubtype = await create({ name: 'x', creativeNode: { code: folder.code }, type: 'ua', subtype: 'logo' });
    expect(errorCode(badSubtype)).toBe('BAD_USER_INPUT');
    expect(await count()).toBe(before);

    const concept = await createConcept(admin, tenant, {}, folder.code);
    const result = await updateConcept(admin, tenant, concept.code, { name: 'Renamed', settings: { briefUrl: 'javascript:alert(1)' } });
    expect(result.errors?.[0]?.message).toBe('Brief document must be a valid URL.');
    expect((await getConcept(admin, tenant, concept.code)).data!.applicationCreativeConcept.name).toBe(concept.name);
  });

  it('records every change with its fields in history, in separate status and workflow entries', async () => {
    const admin = await tenant.as('admin');
    const concept = await createConcept(admin, tenant);
    const updated = await updateConcept(admin, tenant, concept.code, {
      name: 'New name',
      estimatedEffort: 3.5,
      status: 'inProduction',
      workflowStatus: 'assigned',
      assignedUser: { emailAddress: tenant.emails.designer },
      version: concept.version,
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateApplicationCreativeConcept).toMatchObject({
      name: 'New name',
      status: 'inProduction',
      lifeCycle: 'inProduction',
      version: 2,
    });
    const history = (await getConcept(admin, tenant, concept.code)).data!.applicationCreativeConcept.history;
    const byEvent = Object.fromEntries(history.map((entry) => [entry.event, entry]));
    expect(byEvent.statusUpdated!.changes).toEqual({ status: { from: 'queued', to: 'inProduction' } });
    expect(byEvent.workflowStatusUpdated!.changes).toEqual({ workflowStatus: { from: 'queued', to: 'assigned' } });
    expect(Object.keys(byEvent.conceptUpdated!.changes ?? {}).sort()).toEqual(['assignedUserId', 'estimatedEffort', 'name']);
  });

  it('refuses approving for a designer with the catalogue message, and lets an approver approve', async () => {
    const concept = await createConcept(await tenant.as('admin'), tenant);
    const designer = await updateConcept(await tenant.as('designer'), tenant, concept.code, { status: 'approved' });
    expect(errorCode(designer)).toBe('FORBIDDEN');
    expect(designer.errors?.[0]?.message).toBe('You do not have the correct permissions to Approve/Reject this Creative Concept.');
    const approver = await updateConcept(await tenant.as('approver'), tenant, concept.code, { status: 'approved' });
    expect(approver.data?.updateApplicationCreativeConcept.status).toBe('approved');
    // Approval rights do not extend to editing.
    const edit = await updateConcept(await tenant.as('approver'), tenant, concept.code, { name: 'Sneaky' });
    expect(errorCode(edit)).toBe('FORBIDDEN');
  });

  it('leaves approval-stage statuses, into or out of, to approval users', async () => {
    const lead = await tenant.as('creativeLead');
    const approver = await tenant.as('approver');
    const concept = await createConcept(lead, tenant, { status: 'conceptApproval' });
    for (const status of ['conceptApproved', 'conceptRejected', 'approved', 'rejected', 'active']) {
      expect(errorCode(await updateConcept(lead, tenant, concept.code, { status })), status).toBe('FORBIDDEN');
    }
    const decided = await updateConcept(approver, tenant, concept.code, { status: 'conceptApproved' });
    expect(decided.data?.updateApplicationCreativeConcept.status).toBe('conceptApproved');
    // Nobody but an approval user takes the decision back.
    const undo = await updateConcept(lead, tenant, concept.code, { status: 'conceptDev' });
    expect(errorCode(undo)).toBe('FORBIDDEN');
    expect((await getConcept(lead, tenant, concept.code)).data?.applicationCreativeConcept.status).toBe('conceptApproved');
    // Other changes of a decided concept stay open to its editors.
    expect((await updateConcept(lead, tenant, concept.code, { name: 'Renamed after approval' })).errors).toBeUndefined();
    const created = await createConcept(lead, tenant, { status: 'conceptRejected' }).catch((error: Error) => error);
    expect(created).toBeInstanceOf(Error);
  });

  it('never tells a non-staff user whether an address belongs to platform staff', async () => {
    const lead = await tenant.as('creativeLead');
    const concept = await createConcept(lead, tenant);
    const staffEmail = inject('adminEmail');
    const asStaff = await updateConcept(lead, tenant, concept.code, { creativeLead: { emailAddress: staffEmail } });
    const asUnknown = await updateConcept(lead, tenant, concept.code, { creativeLead: { emailAddress: 'nobody-at-all@atelier.test' } });
    expect(errorCode(asStaff)).toBe('BAD_USER_INPUT');
    expect(asStaff.errors?.[0]?.message).toBe(`${staffEmail} is not a user of this client.`);
    expect(asUnknown.errors?.[0]?.message).toBe('nobody-at-all@atelier.test is not a user of this client.');
    // Staff may name staff; the client's own people may then keep them when they save.
    const staff = await platformAdmin();
    expect((await updateConcept(staff, tenant, concept.code, { creativeLead: { emailAddress: staffEmail } })).errors).toBeUndefined();
    const keep = await updateConcept(lead, tenant, concept.code, { creativeLead: { emailAddress: staffEmail }, name: 'Kept lead' });
    expect(keep.errors).toBeUndefined();
  });

  it('answers viewerCan* by the rules the mutations check: an approver may save (an approval only)', async () => {
    const concept = await createConcept(await tenant.as('admin'), tenant);
    const ask = `query ($c: String!, $code: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $code) {
      viewerCanEdit viewerCanUpdate viewerCanDelete viewerCanApprove } }`;
    const answers: Record<string, unknown> = {};
    for (const role of ['admin', 'creativeLead', 'designer', 'approver', 'viewer'] as const) {
      const data = await (
        await tenant.as(role)
      ).mustRequest<{ applicationCreativeConcept: Record<string, boolean> }>(ask, {
        c: tenant.clientCode,
        code: concept.code,
      });
      answers[role] = data.applicationCreativeConcept;
    }
    expect(answers).toEqual({
      admin: { viewerCanEdit: true, viewerCanUpdate: true, viewerCanDelete: true, viewerCanApprove: true },
      creativeLead: { viewerCanEdit: true, viewerCanUpdate: true, viewerCanDelete: true, viewerCanApprove: false },
      designer: { viewerCanEdit: true, viewerCanUpdate: true, viewerCanDelete: false, viewerCanApprove: false },
      approver: { viewerCanEdit: true, viewerCanUpdate: false, viewerCanDelete: false, viewerCanApprove: true },
      viewer: { viewerCanEdit: false, viewerCanUpdate: false, viewerCanDelete: false, viewerCanApprove: false },
    });
  });

  it('refuses a save from a stale copy instead of overwriting', async () => {
    const admin = await tenant.as('admin');
    const lead = await tenant.as('creativeLead');
    const concept = await createConcept(admin, tenant);
    const first = await updateConcept(admin, tenant, concept.code, { name: 'First save', version: concept.version });
    expect(first.errors).toBeUndefined();
    const second = await updateConcept(lead, tenant, concept.code, { name: 'Second save', version: concept.version });
    expect(errorCode(second)).toBe('CONFLICT');
    expect(second.errors?.[0]?.message).toMatch(/changed by someone else/);
    expect((await getConcept(admin, tenant, concept.code)).data!.applicationCreativeConcept.name).toBe('First save');
  });

  it('sanitises descriptions on write', async () => {
    const admin = await tenant.as('admin');
    const concept = await createConcept(admin, tenant, {
      description: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>',
    });
    expect(concept.description).toBe('<p>Hi <a rel="noopener noreferrer nofollow" target="_blank">link</a></p>');
  });

  it('refuses a folder outside the home application with the catalogue message', async () => {
    const admin = await tenant.as('admin');
    const concept = await createConcept(admin, tenant);
    const otherAppFolder = await createFolder(admin, tenant, { applicationCode: tenant.applicationCodes[1] });
    const moved = await updateConcept(admin, tenant, concept.code, { creativeNode: { code: otherAppFolder.code } });
    expect(moved.errors?.[0]?.message).toBe('Please Select a New Folder for the Creative Concept');
    const both = await updateConcept(admin, tenant, concept.code, {
      applications: [{ code: tenant.applicationCodes[1] }, { code: tenant.applicationCodes[0] }],
      creativeNode: { code: otherAppFolder.code },
    });
    expect(both.errors).toBeUndefined();
    expect(both.data!.updateApplicationCreativeConcept.applications.map((a: { code: string }) => a.code)).toEqual([
      tenant.applicationCodes[1],
      tenant.applicationCodes[0],
    ]);
  });

  it('deletes with a comment: gone from reads and lists', async () => {
    const admin = await tenant.as('admin');
    const concept = await createConcept(admin, tenant);
    expect(
      (
        await admin.mustRequest(
          `mutation ($c: String!, $code: String!) { deleteApplicationCreativeConcept(clientCode: $c, conceptCode: $code, comment: "Duplicate") }`,
          { c: tenant.clientCode, code: concept.code },
        )
      ).deleteApplicationCreativeConcept,
    ).toBe(true);
    expect((await getConcept(admin, tenant, concept.code)).errors?.[0]?.message).toBe('Concept not found');
    const list = await admin.mustRequest<ListData>(LIST, {
      c: tenant.clientCode,
      a: tenant.applicationCodes[0],
      filter: { field: 'name', operator: 'equals', value: concept.name },
    });
    expect(list.applicationCreativeConcepts.totalItemCount).toBe(0);
  });

  it('adds comments to history and refuses empty ones', async () => {
    const admin = await tenant.as('admin');
    const concept = await createConcept(admin, tenant);
    const comment = `mutation ($c: String!, $code: String!, $text: String!) { addApplicationCreativeConceptComment(clientCode: $c, conceptCode: $code, comment: $text) { event comment audit { createBy { emailAddress } } } }`;
    const added = await admin.mustRequest(comment, { c: tenant.clientCode, code: concept.code, text: '  Nice direction  ' });
    expect(added.addApplicationCreativeConceptComment).toMatchObject({
      event: 'comment',
      comment: 'Nice direction',
      audit: { createBy: { emailAddress: tenant.emails.admin } },
    });
    const empty = await admin.request(comment, { c: tenant.clientCode, code: concept.code, text: '   ' });
    expect(empty.errors?.[0]?.message).toBe('Comment is required.');
  });
});

describe('parents and variants', () => {
  let tenant: Tenant;
  beforeAll(async () => {
    tenant = await createTenant('variants');
  });

  async function makeParentWithVariants() {
    const lead = await tenant.as('creativeLead');
    const tag = (
      await lead.mustRequest<{ createCreativeTag: { code: string } }>(
        `mutation ($c: String!) { createCreativeTag(clientCode: $c, tag: { name: "Hero" }) { code } }`,
        {
          c: tenant.clientCode,
        },
      )
    ).createCreativeTag;
    const standard = await createConcept(lead, tenant, {
      type: 'content',
      subtype: 'video',
      tags: [{ code: tag.code }],
      creativeLead: { emailAddress: tenant.emails.creativeLead },
    });
    const parent = (
      await lead.mustRequest(
        `mutation ($c: String!, $code: String!) { changeApplicationCreativeConceptModel(clientCode: $c, conceptCode: $code, modelType: "parent") { ${CONCEPT_FIELDS} } }`,
        {
          c: tenant.clientCode,
          code: standard.code,
        },
      )
    ).changeApplicationCreativeConceptModel as ConceptResult;
    expect(parent.modelType).toBe('parent');
    const variants = [];
    for (const index of [1, 2]) {
      variants.push(
        await createConcept(
          lead,
          tenant,
          { name: `${parent.name} ${index}`, parentCreativeConcept: { code: parent.code }, status: 'pendingApproval' },
          undefined,
        ),
      );
    }
    return { parent, variants, tag };
  }

  it('creates variants that inherit from their parent', async () => {
    const { parent, variants, tag } = await makeParentWithVariants();
    for (const variant of variants) {
      expect(variant).toMatchObject({
        modelType: 'child',
        type: 'content',
        subtype: 'video',
        parentCreativeConcept: { code: parent.code },
      });
      expect(variant.tags.map((t: { code: string }) => t.code)).toEqual([tag.code]);
      expect(variant.creativeLead?.emailAddress).toBe(tenant.emails.creativeLead);
    }
    const { data } = await getConcept(await tenant.as('viewer'), tenant, parent.code);
    expect(data!.applicationCreativeConcept.childCount).toBe(2);
    expect(data!.applicationCreativeConcept.history.filter((entry) => entry.event === 'childConceptLinked')).toHaveLength(2);
  });

  it('approves all pending variants as an approver, and refuses a designer with the catalogue message', async () => {
    const { parent, variants } = await makeParentWithVariants();
    const args = { c: tenant.clientCode, a: tenant.applicationCodes[0], p: parent.code };
    const acceptAll = `mutation ($c: String!, $a: String!, $p: String!) { acceptAllApplicationCreativeChildConcepts(clientCode: $c, applicationCode: $a, parentConceptCode: $p) { code status } }`;
    const refused = await (await tenant.as('designer')).request(acceptAll, args);
    expect(refused.errors?.[0]?.message).toBe('You do not have the correct permissions to Approve this Creative Concept/Assets.');
    const rejectRefused = await (await tenant.as('designer')).request(acceptAll.replaceAll('acceptAll', 'rejectAll'), args);
    expect(rejectRefused.errors?.[0]?.message).toBe('You do not have the correct permissions to Reject this Creative Concept/Assets.');
    const approved = await (
      await tenant.as('approver')
    ).mustRequest<{
      acceptAllApplicationCreativeChildConcepts: { code: string; status: string }[];
    }>(acceptAll, args);
    expect(approved.acceptAllApplicationCreativeChildConcepts.map((child) => child.status)).toEqual(['approved', 'approved']);
    expect(new Set(approved.acceptAllApplicationCreativeChildConcepts.map((child) => child.code))).toEqual(
      new Set(variants.map((v) => v.code)),
    );
  });

  it('turns a parent back into a standard concept, unlinking every variant', async () => {
    const { parent, variants } = await makeParentWithVariants();
    const admin = await tenant.as('admin');
    const result = await admin.mustRequest(
      `mutation ($c: String!, $code: String!) { changeApplicationCreativeConceptModel(clientCode: $c, conceptCode: $code, modelType: "standard") { modelType childCount } }`,
      {
        c: tenant.clientCode,
        code: parent.code,
      },
    );
    expect(result.changeApplicationCreativeConceptModel).toEqual({ modelType: 'standard', childCount: 0 });
    for (const variant of variants) {
      const { data } = await getConcept(admin, tenant, variant.code);
      expect(data!.applicationCreativeConcept).toMatchObject({ modelType: 'standard', parentCreativeConcept: null });
      expect(data!.applicationCreativeConcept.history.map((entry) => entry.event)).toContain('childConceptUnlinked');
    }
  });

  it('links and unlinks a standard concept as a variant', async () => {
    const { parent } = await makeParentWithVariants();
    const admin = await tenant.as('admin');
    const standard = await createConcept(admin, tenant);
    const change = `mutation ($c: String!, $code: String!, $m: String, $p: String) { changeApplicationCreativeConceptModel(clientCode: $c, conceptCode: $code, modelType: $m, parentConceptCode: $p) { modelType parentCreativeConcept { code } } }`;
    const linked = await admin.mustRequest(change, { c: tenant.clientCode, code: standard.code, p: parent.code });
    expect(linked.changeApplicationCreativeConceptModel).toEqual({ modelType: 'child', parentCreativeConcept: { code: parent.code } });
    const unlinked = await admin.mustRequest(change, { c: tenant.clientCode, code: standard.code, m: 'standard' });
    expect(unlinked.changeApplicationCreativeConceptModel).toEqual({ modelType: 'standard', parentCreativeConcept: null });
    const self = await admin.request(change, { c: tenant.clientCode, code: parent.code, p: parent.code });
    expect(errorCode(self)).toBe('BAD_USER_INPUT');
  });
});
