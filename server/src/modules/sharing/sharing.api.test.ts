import http from 'node:http';
import { ZipArchive } from 'archiver';
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type GraphQLResponse } from '../../../test/api-client.js';
import { TINY_PNG, uploadFile, waitForProcessing } from '../../../test/asset-fixtures.js';
import { createConcept, unique } from '../../../test/concept-fixtures.js';
import { createTenant, type Tenant } from '../../../test/fixtures.js';
import { TENANT_OPERATIONS } from '../../../test/operations/index.js';
import { makeTestVideo } from '../../../test/video-fixtures.js';
import { readZip } from '../../../test/zip.js';

const INVALID = 'The URL you requested is not valid. Please contact your account administrator for assistance.';
const EXPIRED =
  'The concept link you are attempting to access has expired. Please contact your account administrator/creative lead and request an updated link or log into the platform to view the creative concept.';

/** The shared view's two queries (spec 2 §7), as the external page sends them. */
const EXTERNAL_VIEW = `query ($c: String!, $k: String!) {
  applicationCreativeConcept(clientCode: $c, conceptCode: $k) {
    code name status type subtype description lifeCycle downloadUrl creativeLead { firstName lastName }
  }
  applicationCreativeConceptAssets(clientCode: $c, conceptCode: $k, assetType: "production") {
    code name fileName type mimeType extension width height length frameRate mediaUrl playableUrl previewImage
  }
}`;

interface ExternalView {
  applicationCreativeConcept: { code: string; name: string; status: string; lifeCycle: string; downloadUrl: string | null };
  applicationCreativeConceptAssets: {
    code: string;
    name: string;
    fileName: string | null;
    type: string;
    mediaUrl: string | null;
    playableUrl: string | null;
    previewImage: string | null;
  }[];
}

interface LinkResult {
  code: string;
  url: string | null;
  status: string;
  expiresAt: string;
  createDate: string;
  hasPassword: boolean;
  allowDownloads: boolean;
  openCount: number;
  lastOpenedAt: string | null;
  createBy: { emailAddress: string } | null;
}
const LINK_FIELDS = 'code url status expiresAt createDate hasPassword allowDownloads openCount lastOpenedAt createBy { emailAddress }';

const baseUrl = () => new ApiClient().baseUrl;

/** A visitor: no cookie, the token as a bearer, optionally a moved clock (honoured under NODE_ENV=test only). */
async function asVisitor<Data = ExternalView>(
  token: string,
  query: string,
  variables: Record<string, unknown>,
  options: { now?: Date; cookie?: string } = {},
): Promise<GraphQLResponse<Data>> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(options.now ? { 'x-atelier-test-now': options.now.toISOString() } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResponse<Data>;
}

function tokenOf(link: { url: string | null }) {
  return new URL(link.url!, 'http://x').searchParams.get('token')!;
}

async function createLink(client: ApiClient, tenant: Tenant, conceptCode: string, link: Record<string, unknown> = {}) {
  const data = await client.mustRequest<{ createCreativeConceptShareLink: LinkResult }>(
    `mutation ($c: String!, $k: String!, $l: ShareLinkInput!) { createCreativeConceptShareLink(clientCode: $c, conceptCode: $k, link: $l) { ${LINK_FIELDS} } }`,
    { c: tenant.clientCode, k: conceptCode, l: link },
  );
  return data.createCreativeConceptShareLink;
}

async function revokeLink(client: ApiClient, tenant: Tenant, conceptCode: string, code: string) {
  const data = await client.mustRequest<{ revokeCreativeConceptShareLink: LinkResult }>(
    `mutation ($c: String!, $k: String!, $l: String!) { revokeCreativeConceptShareLink(clientCode: $c, conceptCode: $k, shareLinkCode: $l) { ${LINK_FIELDS} } }`,
    { c: tenant.clientCode, k: conceptCode, l: code },
  );
  return data.revokeCreativeConceptShareLink;
}

/**
 * A visitor types a link's password. `from` is the visitor's own address on the loopback network
 * (127.0.0.0/8): the socket connects from it, as another visitor's browser would.
 */
async function unlock(token: string, password: string, now?: Date, from?: string) {
  const payload = JSON.stringify({ token, password });
  const url = new URL(`${baseUrl()}/share-links/unlock`);
  return new Promise<{ status: number; body: { accessToken?: string; code?: string; status?: number; message?: string } }>(
    (resolve, reject) => {
      const request = http.request(
        url,
        {
          method: 'POST',
          ...(from ? { localAddress: from } : {}),
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            ...(now ? { 'x-atelier-test-now': now.toISOString() } : {}),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as never }));
        },
      );
      request.on('error', reject);
      request.end(payload);
    },
  );
}

const statusOf = (result: GraphQLResponse<unknown>) => result.errors?.[0]?.extensions?.status;

/** A GET as the visitor's browser sends it, redirects not followed, optionally at a moved clock. */
function visit(url: string, options: { now?: Date; range?: string } = {}) {
  return fetch(new URL(url, baseUrl()), {
    redirect: 'manual',
    headers: {
      ...(options.now ? { 'x-atelier-test-now': options.now.toISOString() } : {}),
      ...(options.range ? { range: options.range } : {}),
    },
  });
}

/** The concept's links as its lead's list shows them, optionally at a moved clock. */
async function listLinks(conceptCode: string, now?: Date) {
  const response = await lead.post(
    {
      query: `query ($c: String!, $k: String!) { creativeConceptShareLinks(clientCode: $c, conceptCode: $k) { ${LINK_FIELDS} } }`,
      variables: { c: tenant.clientCode, k: conceptCode },
    },
    now ? { 'x-atelier-test-now': now.toISOString() } : {},
  );
  const body = (await response.json()) as GraphQLResponse<{ creativeConceptShareLinks: LinkResult[] }>;
  expect(body.errors).toBeUndefined();
  return body.data!.creativeConceptShareLinks;
}

async function zipOf(entries: Record<string, string | Buffer>) {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => sink.on('end', resolve));
  archive.pipe(sink);
  for (const [name, content] of Object.entries(entries)) archive.append(content, { name });
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}

/** A one-page PDF, as small as pdf.js reads. */
const TINY_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
);

/** A playable ad: an entry page, its script and an end card (its still). */
async function playableZip() {
  const endcard = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#00aa00' } })
    .png()
    .toBuffer();
  return zipOf({
    'game/index.html': '<!doctype html><title>Ad</title><script src="main.js"></script>',
    'game/main.js': `document.title = "${unique()}";`,
    'game/img/endcard.png': endcard,
  });
}

async function uploadReady(conceptCode: string, bytes: Buffer, options: { fileName: string; assetType?: string }) {
  const uploaded = await uploadFile(lead, tenant, conceptCode, bytes, options);
  await waitForProcessing(lead, tenant, uploaded.assetCode);
  return uploaded.assetCode;
}

let tenant: Tenant;
let lead: ApiClient;

describe('share links', () => {
  let other: Tenant;
  let conceptA: Awaited<ReturnType<typeof createConcept>>;
  let conceptB: Awaited<ReturnType<typeof createConcept>>;
  let assetCode: string;

  beforeAll(async () => {
    [tenant, other] = await Promise.all([createTenant('share'), createTenant('share-other')]);
    lead = await tenant.as('creativeLead');
    conceptA = await createConcept(lead, tenant, {
      description: '<p>Summer <strong>launch</strong></p><script>alert(1)</script>',
      creativeLead: { emailAddress: tenant.emails.creativeLead },
    });
    conceptB = await createConcept(lead, tenant);
    const uploaded = await uploadFile(lead, tenant, conceptA.code, Buffer.concat([TINY_PNG, Buffer.from(unique())]), {
      fileName: 'hero.png',
    });
    assetCode = uploaded.assetCode;
    await waitForProcessing(lead, tenant, assetCode);
  });

  it('opens exactly its concept’s read-only view: fields, lifecycle, production assets, files and the zip', async () => {
    const link = await createLink(lead, tenant, conceptA.code);
    expect(link).toMatchObject({ status: 'active', hasPassword: false, allowDownloads: true, openCount: 0 });
    expect(link.createBy?.emailAddress).toBe(tenant.emails.creativeLead);
    expect(link.url).toMatch(new RegExp(`^/external/${tenant.clientCode}/creative/concepts/${conceptA.code}\\?token=`));
    // Six days by default (spec 2 §9).
    const lifetime = new Date(link.expiresAt).getTime() - new Date(link.createDate).getTime();
    expect(Math.abs(lifetime - 6 * 24 * 3_600_000)).toBeLessThan(5_000);

    const result = await asVisitor(tokenOf(link), EXTERNAL_VIEW, { c: tenant.clientCode, k: conceptA.code });
    expect(result.errors).toBeUndefined();
    const concept = result.data!.applicationCreativeConcept;
    expect(concept).toMatchObject({ code: conceptA.code, name: conceptA.name, status: 'queued', lifeCycle: 'queued' });
    expect(result.data!.applicationCreativeConcept).toHaveProperty('creativeLead', { firstName: 'creativeLead', lastName: 'share' });
    const description = (concept as unknown as { description: string }).description;
    expect(description).toContain('<strong>launch</strong>');
    expect(description).not.toContain('<script');
    const [asset] = result.data!.applicationCreativeConceptAssets;
    expect(asset?.code).toBe(assetCode);

    // Files: URLs signed for the link, which hand over to the stored object.
    expect(asset!.previewImage).toMatch(new RegExp(`^/share-links/${link.code}/files\\?`));
    const preview = await fetch(`${baseUrl()}${asset!.previewImage}`, { redirect: 'manual' });
    expect(preview.status).toBe(302);
    const image = await fetch(new URL(preview.headers.get('location')!, baseUrl()));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');

    // The zip of the production files.
    expect(concept.downloadUrl).toMatch(new RegExp(`^/share-links/${link.code}/download\\?`));
    const zip = await fetch(`${baseUrl()}${concept.downloadUrl}&assetType=production`);
    expect(zip.status).toBe(200);
    expect([...readZip(Buffer.from(await zip.arrayBuffer())).keys()]).toEqual(['hero.png']);

    // A tampered file URL (another key) is refused.
    const tampered = asset!.previewImage!.replace(/key=[^&]+/, 'key=clients%2Fother');
    expect((await fetch(`${baseUrl()}${tampered}`, { redirect: 'manual' })).status).toBe(403);
  });

  it('hands a visitor the production zip only: the hand-off URL with its assetType changed or removed is refused', async () => {
    const concept = await createConcept(lead, tenant);
    await uploadReady(concept.code, Buffer.concat([TINY_PNG, Buffer.from(unique())]), { fileName: 'final.png' });
    await uploadReady(concept.code, Buffer.concat([TINY_PNG, Buffer.from(unique())]), { fileName: 'sketch.png', assetType: 'design' });
    const link = await createLink(lead, tenant, concept.code);
    const opened = await asVisitor(tokenOf(link), EXTERNAL_VIEW, { c: tenant.clientCode, k: concept.code });
    const downloadUrl = opened.data!.applicationCreativeConcept.downloadUrl!;

    // The share route hands over to the concept's zip, narrowed to production under its signature,
    // whatever the visitor appends (spec 2 §7's &assetType=production, or another grouping).
    for (const url of [downloadUrl, `${downloadUrl}&assetType=production`, `${downloadUrl}&assetType=design`]) {
      const handoff = await visit(url);
      expect(handoff.status, url).toBe(302);
      const zip = await fetch(new URL(handoff.headers.get('location')!, baseUrl()));
      expect(zip.status, url).toBe(200);
      expect([...readZip(Buffer.from(await zip.arrayBuffer())).keys()], url).toEqual(['final.png']);
    }

    // During the hand-off, the storage URL cannot be widened: assetType changed, removed or doubled.
    const target = new URL((await visit(downloadUrl)).headers.get('location')!, baseUrl());
    expect(target.searchParams.get('assetType')).toBe('production');
    const edits: ((query: URLSearchParams) => void)[] = [
      (query) => query.set('assetType', 'design'),
      (query) => query.set('assetType', 'source'),
      (query) => query.delete('assetType'),
      (query) => query.append('assetType', 'design'),
    ];
    for (const edit of edits) {
      const edited = new URL(target);
      edit(edited.searchParams);
      const response = await fetch(edited);
      expect(response.status, edited.search).toBe(403);
      expect(response.headers.get('content-type'), edited.search).not.toContain('zip');
    }

    // A signed-in user's download works as before: the concept's downloadUrl plus &assetType=production.
    const own = await lead.mustRequest<{ applicationCreativeConcept: { downloadUrl: string } }>(
      `query ($c: String!, $k: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $k) { downloadUrl } }`,
      { c: tenant.clientCode, k: concept.code },
    );
    const userZip = await fetch(`${baseUrl()}${own.applicationCreativeConcept.downloadUrl}&assetType=production`);
    expect(userZip.status).toBe(200);
    expect([...readZip(Buffer.from(await userZip.arrayBuffer())).keys()]).toEqual(['final.png']);
    const widened = new URL(own.applicationCreativeConcept.downloadUrl, baseUrl());
    widened.searchParams.delete('assetType');
    expect((await fetch(widened)).status).toBe(403);
  });

  it('gives a visitor the viewer’s URLs (image, PDF, playable) signed for the link and its concept only; revoked, they stop', async () => {
    const concept = await createConcept(lead, tenant);
    const imageCode = await uploadReady(concept.code, Buffer.concat([TINY_PNG, Buffer.from(unique())]), { fileName: 'hero.png' });
    const pdfCode = await uploadReady(concept.code, Buffer.concat([TINY_PDF, Buffer.from(`\n%${unique()}`)]), { fileName: 'brief.pdf' });
    const playableCode = await uploadReady(concept.code, await playableZip(), { fileName: 'ad.zip' });
    await uploadReady(concept.code, await playableZip(), { fileName: 'draft.zip', assetType: 'design' });
    const link = await createLink(lead, tenant, concept.code);
    const token = tokenOf(link);
    const variables = { c: tenant.clientCode, k: concept.code };

    const result = await asVisitor(token, EXTERNAL_VIEW, variables);
    expect(result.errors).toBeUndefined();
    const assets = result.data!.applicationCreativeConceptAssets;
    expect(assets.map((asset) => asset.code).sort()).toEqual([imageCode, pdfCode, playableCode].sort());
    const byCode = (code: string) => assets.find((asset) => asset.code === code)!;
    const image = byCode(imageCode);
    const pdf = byCode(pdfCode);
    const playable = byCode(playableCode);
    const linkFiles = new RegExp(`^/share-links/${link.code}/files\\?`);
    expect(image).toMatchObject({ type: 'image', mediaUrl: expect.stringMatching(linkFiles) as unknown, playableUrl: null });
    expect(pdf).toMatchObject({ type: 'document', mediaUrl: expect.stringMatching(linkFiles) as unknown, playableUrl: null });
    expect(playable).toMatchObject({ type: 'playable', mediaUrl: null });
    expect(playable.playableUrl).toMatch(new RegExp(`^/share-links/${link.code}/playables/[0-9a-f-]{36}\\?`));
    expect(playable.previewImage).toMatch(linkFiles);

    // Each hands over to the file as users get it: the image inline, the PDF's bytes for pdf.js.
    const imageHandoff = await visit(image.mediaUrl!);
    expect(imageHandoff.status).toBe(302);
    const imageFile = await fetch(new URL(imageHandoff.headers.get('location')!, baseUrl()));
    expect(imageFile.headers.get('content-type')).toBe('image/png');
    const pdfHandoff = await visit(pdf.mediaUrl!);
    expect(pdfHandoff.status).toBe(302);
    const pdfBytes = await fetch(new URL(pdfHandoff.headers.get('location')!, baseUrl()), { headers: { range: 'bytes=0-7' } });
    expect(await pdfBytes.text()).toBe('%PDF-1.4');

    // The playable: to its sandboxed route, its entry page served with the sandbox policy.
    const playableHandoff = await visit(playable.playableUrl!);
    expect(playableHandoff.status).toBe(302);
    const entry = playableHandoff.headers.get('location')!;
    expect(entry).toMatch(/^\/playables\/[^/]+\/$/);
    expect((await visit(entry)).headers.get('location')).toBe('game/index.html');
    const page = await visit(`${entry}game/index.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain('sandbox allow-scripts');

    // Signed for this link and this asset: another asset, another link, or a forged signature is refused.
    const playableId = /playables\/([0-9a-f-]{36})\?/.exec(playable.playableUrl!)![1]!;
    const otherConcept = await createConcept(lead, tenant);
    const otherPlayableCode = await uploadReady(otherConcept.code, await playableZip(), { fileName: 'other.zip' });
    const otherLink = await createLink(lead, tenant, otherConcept.code);
    const otherView = await asVisitor(tokenOf(otherLink), EXTERNAL_VIEW, { c: tenant.clientCode, k: otherConcept.code });
    const otherPlayableUrl = otherView.data!.applicationCreativeConceptAssets.find(
      (asset) => asset.code === otherPlayableCode,
    )!.playableUrl!;
    const otherPlayableId = /playables\/([0-9a-f-]{36})\?/.exec(otherPlayableUrl)![1]!;
    for (const url of [
      playable.playableUrl!.replace(playableId, otherPlayableId),
      otherPlayableUrl.replace(otherLink.code, link.code),
      playable.playableUrl!.replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`),
    ]) {
      expect((await visit(url)).status, url).toBe(403);
    }

    await revokeLink(lead, tenant, concept.code, link.code);
    for (const url of [image.mediaUrl!, pdf.mediaUrl!, playable.playableUrl!, playable.previewImage!]) {
      const response = await visit(url);
      expect(response.status, url).toBe(403);
      expect(response.headers.get('location'), url).toBeNull();
    }
  });

  it('counts an opening only when the concept was read', async () => {
    const concept = await createConcept(lead, tenant);
    const link = await createLink(lead, tenant, concept.code);
    const token = tokenOf(link);
    const wrong = await asVisitor(token, EXTERNAL_VIEW, { c: tenant.clientCode, k: conceptB.code });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await listLinks(concept.code))[0]).toMatchObject({ code: link.code, openCount: 0, lastOpenedAt: null });

    const right = await asVisitor(token, EXTERNAL_VIEW, { c: tenant.clientCode, k: concept.code });
    expect(right.errors).toBeUndefined();
    const [listed] = await listLinks(concept.code);
    expect(listed).toMatchObject({ code: link.code, openCount: 1 });
    expect(listed!.lastOpenedAt).not.toBeNull();
  });

  it('answers nothing for another concept of the client or for another client', async () => {
    const token = tokenOf(await createLink(lead, tenant, conceptA.code));
    const otherConcept = await createConcept(await other.as('creativeLead'), other);
    for (const variables of [
      { c: tenant.clientCode, k: conceptB.code },
      { c: other.clientCode, k: otherConcept.code },
      { c: other.clientCode, k: conceptA.code },
      { c: tenant.clientCode, k: String(conceptA.internalId) },
    ]) {
      const result = await asVisitor(token, EXTERNAL_VIEW, variables);
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('answers no other query or mutation of the schema, nor fields outside the shared view', async () => {
    const token = tokenOf(await createLink(lead, tenant, conceptA.code));
    const admin = await tenant.as('admin');
    for (const operation of TENANT_OPERATIONS) {
      const variables = await operation.arrange(tenant, admin);
      const result = await asVisitor(token, operation.document, variables);
      expect(result.errors?.length, operation.field).toBeGreaterThan(0);
      expect(result.data?.[operation.field as keyof ExternalView] ?? null, operation.field).toBeNull();
    }
    const k = { c: tenant.clientCode, k: conceptA.code };
    for (const [query, variables] of [
      ['{ me { emailAddress } }', {}],
      ['{ ping }', {}],
      ['{ __schema { queryType { name } } }', {}],
      ['mutation { signOut }', {}],
      ['query ($c: String!, $k: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $k) { history { event } } }', k],
      [
        'query ($c: String!, $k: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $k) { creativeLead { emailAddress } } }',
        k,
      ],
      ['query ($c: String!, $k: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $k) { shareUrl viewerCanEdit } }', k],
      [
        'query ($c: String!, $k: String!) { applicationCreativeConceptAssets(clientCode: $c, conceptCode: $k, assetType: "production") { versions { __typename } } }',
        k,
      ],
      [
        'query ($c: String!, $k: String!) { applicationCreativeConceptAssets(clientCode: $c, conceptCode: $k, assetType: "design") { code } }',
        k,
      ],
      ['query ($c: String!, $k: String!) { applicationCreativeConceptAssets(clientCode: $c, conceptCode: $k) { code } }', k],
      // Live updates are for signed-in users: not even the link's own concept.
      ['subscription ($c: String!, $k: String!) { conceptActivity(clientCode: $c, conceptCode: $k) { kind } }', k],
      ['subscription { myNotificationActivity { kind } }', {}],
    ] as const) {
      const result = await asVisitor(token, query, variables);
      expect(result.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
      expect(result.data ?? null, query).toBeNull();
    }
    // A signed-in browser that sends a token acts as the visitor, never as its user.
    const result = await asVisitor(token, '{ me { emailAddress } }', {}, { cookie: lead.sessionCookie });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Every operation of the schema is arranged and sent in turn (about 13 s on a quiet machine).
  }, 120_000);

  it('answers the 401 message for a tampered token, a foreign one, and one whose concept is gone', async () => {
    const link = await createLink(lead, tenant, conceptA.code);
    const token = tokenOf(link);
    const [payload, signature] = token.split('.') as [string, string];
    const otherLinkPayload = Buffer.from(JSON.stringify([crypto.randomUUID(), tenant.clientCode, conceptA.code])).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    for (const bad of [
      `${payload}.${flipped}`,
      `${otherLinkPayload}.${signature}`,
      `${payload}x.${signature}`,
      'not-a-token',
      `${payload}.${'A'.repeat(43)}`,
    ]) {
      const result = await asVisitor(bad, EXTERNAL_VIEW, { c: tenant.clientCode, k: conceptA.code });
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]?.message).toBe(INVALID);
      expect(statusOf(result)).toBe(401);
    }

    const doomed = await createConcept(lead, tenant);
    const doomedToken = tokenOf(await createLink(lead, tenant, doomed.code));
    expect((await asVisitor(doomedToken, EXTERNAL_VIEW, { c: tenant.clientCode, k: doomed.code })).errors).toBeUndefined();
    await lead.mustRequest(
      `mutation ($c: String!, $k: String!) { deleteApplicationCreativeConcept(clientCode: $c, conceptCode: $k, comment: "gone") }`,
      {
        c: tenant.clientCode,
        k: doomed.code,
      },
    );
    const gone = await asVisitor(doomedToken, EXTERNAL_VIEW, { c: tenant.clientCode, k: doomed.code });
    expect(gone.errors?.[0]?.message).toBe(INVALID);
    expect(statusOf(gone)).toBe(401);
  });

  it('expires: valid at 5 days 23 hours for a 6-day link, 4011 once the expiry has passed', async () => {
    const link = await createLink(lead, tenant, conceptA.code, { expiresInHours: 144 });
    const token = tokenOf(link);
    const created = new Date(link.createDate).getTime();
    const variables = { c: tenant.clientCode, k: conceptA.code };
    const early = await asVisitor(token, EXTERNAL_VIEW, variables, { now: new Date(created + (5 * 24 + 23) * 3_600_000) });
    expect(early.errors).toBeUndefined();
    expect(early.data?.applicationCreativeConcept.code).toBe(conceptA.code);

    const late = await asVisitor(token, EXTERNAL_VIEW, variables, { now: new Date(new Date(link.expiresAt).getTime() + 60_000) });
    expect(late.data ?? null).toBeNull();
    expect(late.errors?.[0]?.message).toBe(EXPIRED);
    expect(statusOf(late)).toBe(4011);

    const short = await createLink(lead, tenant, conceptA.code, { expiresInHours: 1 });
    const anHourLater = new Date(new Date(short.createDate).getTime() + 61 * 60_000);
    const afterAnHour = await asVisitor(tokenOf(short), EXTERNAL_VIEW, variables, { now: anHourLater });
    expect(afterAnHour.errors?.[0]?.message).toBe(EXPIRED);
    expect(statusOf(afterAnHour)).toBe(4011);

    // The lead's list, judged by the same clock: the expired link as such, without a URL; the 6-day one still open.
    const listed = await listLinks(conceptA.code, anHourLater);
    expect(listed.find((candidate) => candidate.code === short.code)).toMatchObject({ status: 'expired', url: null });
    expect(listed.find((candidate) => candidate.code === link.code)).toMatchObject({ status: 'active', url: link.url });
  });

  it('stops a file URL once its link has expired, though the URL itself is still within its lifetime', async () => {
    const link = await createLink(lead, tenant, conceptA.code, { expiresInHours: 1 });
    const expiresAt = new Date(link.expiresAt).getTime();
    // Opened a minute before the link expires: the file URLs are signed then, for longer than that minute.
    const opened = await asVisitor(
      tokenOf(link),
      EXTERNAL_VIEW,
      { c: tenant.clientCode, k: conceptA.code },
      { now: new Date(expiresAt - 60_000) },
    );
    expect(opened.errors).toBeUndefined();
    const fileUrl = opened.data!.applicationCreativeConceptAssets[0]!.mediaUrl!;
    expect((await visit(fileUrl, { now: new Date(expiresAt - 30_000) })).status).toBe(302);

    const late = await visit(fileUrl, { now: new Date(expiresAt + 60_000) });
    expect(late.status).toBe(403);
    expect(((await late.json()) as { error: string }).error).toBe(EXPIRED);
  });

  it('refuses expiries outside 1 hour to 30 days and passwords shorter than 8 characters', async () => {
    for (const link of [{ expiresInHours: 0 }, { expiresInHours: 721 }, { password: 'short' }]) {
      const result = await lead.request(
        `mutation ($c: String!, $k: String!, $l: ShareLinkInput!) { createCreativeConceptShareLink(clientCode: $c, conceptCode: $k, link: $l) { code } }`,
        { c: tenant.clientCode, k: conceptA.code, l: link },
      );
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await createLink(lead, tenant, conceptA.code, { expiresInHours: 720 })).status).toBe('active');
  });

  it('revoking stops the link and every file URL signed for it; history records created, first opened and revoked', async () => {
    const concept = await createConcept(lead, tenant);
    await uploadFile(lead, tenant, concept.code, Buffer.concat([TINY_PNG, Buffer.from(unique())]), { fileName: 'a.png' }).then((uploaded) =>
      waitForProcessing(lead, tenant, uploaded.assetCode),
    );
    const link = await createLink(lead, tenant, concept.code);
    const token = tokenOf(link);
    const variables = { c: tenant.clientCode, k: concept.code };
    const opened = await asVisitor(token, EXTERNAL_VIEW, variables);
    await asVisitor(token, EXTERNAL_VIEW, variables);
    const fileUrl = opened.data!.applicationCreativeConceptAssets[0]!.mediaUrl!;
    const zipUrl = opened.data!.applicationCreativeConcept.downloadUrl!;
    expect((await fetch(`${baseUrl()}${fileUrl}`, { redirect: 'manual' })).status).toBe(302);

    const before = await lead.mustRequest<{ creativeConceptShareLinks: LinkResult[] }>(
      `query ($c: String!, $k: String!) { creativeConceptShareLinks(clientCode: $c, conceptCode: $k) { ${LINK_FIELDS} } }`,
      variables,
    );
    expect(before.creativeConceptShareLinks[0]).toMatchObject({ code: link.code, openCount: 2 });
    expect(before.creativeConceptShareLinks[0]!.lastOpenedAt).not.toBeNull();
    const withUrl = await lead.mustRequest<{ applicationCreativeConcept: { shareUrl: string | null } }>(
      `query ($c: String!, $k: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $k) { shareUrl } }`,
      variables,
    );
    expect(withUrl.applicationCreativeConcept.shareUrl).toBe(link.url);
    const designerView = await (
      await tenant.as('designer')
    ).mustRequest<{ applicationCreativeConcept: { shareUrl: string | null } }>(
      `query ($c: String!, $k: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $k) { shareUrl } }`,
      variables,
    );
    expect(designerView.applicationCreativeConcept.shareUrl).toBeNull();

    const revoked = await revokeLink(lead, tenant, concept.code, link.code);
    expect(revoked).toMatchObject({ status: 'revoked', url: null });
    const after = await asVisitor(token, EXTERNAL_VIEW, variables);
    expect(after.data ?? null).toBeNull();
    expect(after.errors?.[0]?.message).toBe(INVALID);
    expect(statusOf(after)).toBe(401);
    expect((await fetch(`${baseUrl()}${fileUrl}`, { redirect: 'manual' })).status).toBe(403);
    expect((await fetch(`${baseUrl()}${zipUrl}`, { redirect: 'manual' })).status).toBe(403);

    const history = await lead.mustRequest<{
      applicationCreativeConcept: { shareUrl: string | null; history: { event: string; audit: { createBy: unknown } }[] };
    }>(
      `query ($c: String!, $k: String!) { applicationCreativeConcept(clientCode: $c, conceptCode: $k) { shareUrl history { event audit { createBy { emailAddress } } } } }`,
      variables,
    );
    expect(history.applicationCreativeConcept.shareUrl).toBeNull();
    const events = history.applicationCreativeConcept.history.map((entry) => entry.event).filter((event) => event.startsWith('shareLink'));
    expect(events).toEqual(['shareLinkRevoked', 'shareLinkFirstOpened', 'shareLinkCreated']);
    const firstOpened = history.applicationCreativeConcept.history.find((entry) => entry.event === 'shareLinkFirstOpened');
    expect(firstOpened?.audit.createBy).toBeNull();
  });

  it('without downloads, the view has no zip link and the zip route refuses', async () => {
    const link = await createLink(lead, tenant, conceptA.code, { allowDownloads: false });
    const result = await asVisitor(tokenOf(link), EXTERNAL_VIEW, { c: tenant.clientCode, k: conceptA.code });
    expect(result.errors).toBeUndefined();
    expect(result.data!.applicationCreativeConcept.downloadUrl).toBeNull();
    expect(result.data!.applicationCreativeConceptAssets).toHaveLength(1);

    // No zip URL is ever signed for such a link: its zip route, bare or with another link's
    // signature, is refused.
    const withDownloads = await createLink(lead, tenant, conceptA.code);
    const opened = await asVisitor(tokenOf(withDownloads), EXTERNAL_VIEW, { c: tenant.clientCode, k: conceptA.code });
    const borrowed = opened.data!.applicationCreativeConcept.downloadUrl!.replace(withDownloads.code, link.code);
    for (const url of [borrowed, `/share-links/${link.code}/download`, `/share-links/${link.code}/download?assetType=production`]) {
      const response = await visit(url);
      expect(response.status, url).toBe(403);
      expect(response.headers.get('location'), url).toBeNull();
    }
  });

  it('without downloads, delivers no original: previews, the video inline and the PDF inline for the viewer; an original asked for is refused', async () => {
    const concept = await createConcept(lead, tenant);
    const imageCode = await uploadReady(concept.code, Buffer.concat([TINY_PNG, Buffer.from(unique())]), { fileName: 'hero.png' });
    const pdfCode = await uploadReady(concept.code, Buffer.concat([TINY_PDF, Buffer.from(`\n%${unique()}`)]), { fileName: 'brief.pdf' });
    const video = await makeTestVideo({ seconds: 1, width: 160, height: 90, frameRate: 24 });
    const videoCode = await uploadReady(concept.code, video, { fileName: 'cut.mp4' });
    const playableCode = await uploadReady(concept.code, await playableZip(), { fileName: 'ad.zip' });
    const link = await createLink(lead, tenant, concept.code, { allowDownloads: false });
    const variables = { c: tenant.clientCode, k: concept.code };
    const result = await asVisitor(tokenOf(link), EXTERNAL_VIEW, variables);
    expect(result.errors).toBeUndefined();
    expect(result.data!.applicationCreativeConcept.downloadUrl).toBeNull();
    const byCode = (code: string) => result.data!.applicationCreativeConceptAssets.find((asset) => asset.code === code)!;
    const image = byCode(imageCode);
    const pdf = byCode(pdfCode);
    const clip = byCode(videoCode);
    const playable = byCode(playableCode);
    const query = (url: string) => new URL(url, baseUrl()).searchParams;

    // The image: its preview, never its original (the asset's stored key is not the preview's).
    expect(image.mediaUrl).toBe(image.previewImage);
    const previewFile = await fetch(new URL((await visit(image.mediaUrl!)).headers.get('location')!, baseUrl()));
    expect(previewFile.headers.get('content-type')).toBe('image/webp');

    // The video, inline for the player (byte ranges for seeking), and its poster.
    expect(query(clip.mediaUrl!).get('inline')).toBe('1');
    const clipHandoff = await visit(clip.mediaUrl!);
    expect(clipHandoff.status).toBe(302);
    const clipFile = await fetch(new URL(clipHandoff.headers.get('location')!, baseUrl()), { headers: { range: 'bytes=0-99' } });
    expect(clipFile.status).toBe(206);
    expect(clipFile.headers.get('content-disposition')).toMatch(/^inline;/);
    expect((await visit(clip.previewImage!)).status).toBe(302);

    // The PDF, streamed inline for pdf.js (sandboxed should it be opened in a tab), not handed to an attachment URL.
    expect(query(pdf.mediaUrl!).get('inline')).toBe('1');
    const pdfFile = await visit(pdf.mediaUrl!);
    expect(pdfFile.status).toBe(200);
    expect(pdfFile.headers.get('content-type')).toBe('application/pdf');
    expect(pdfFile.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(pdfFile.headers.get('content-security-policy')).toContain('sandbox');
    expect((await pdfFile.text()).startsWith('%PDF-1.4')).toBe(true);

    // The playable runs in its sandbox as before.
    expect((await visit(playable.playableUrl!)).status).toBe(302);

    // No original-download URL is exposed to the token: the fields are refused outright.
    for (const field of ['downloadUrl', 'assetUrl']) {
      const asked = await asVisitor(
        tokenOf(link),
        `query ($c: String!, $k: String!) { applicationCreativeConceptAssets(clientCode: $c, conceptCode: $k, assetType: "production") { code ${field} } }`,
        variables,
      );
      expect(asked.data ?? null, field).toBeNull();
      expect(asked.errors?.[0]?.extensions?.code, field).toBe('FORBIDDEN');
    }

    // An attacker with the token guesses the originals: the preview's URL turned to the stored key, the
    // viewer's URLs asked as attachments, all refused whatever the signature (a forged one, the link's own).
    const original = await lead.mustRequest<{ applicationCreativeConceptAssets: { code: string; downloadUrl: string }[] }>(
      `query ($c: String!, $k: String!) { applicationCreativeConceptAssets(clientCode: $c, conceptCode: $k) { code downloadUrl } }`,
      variables,
    );
    const keyOf = (code: string) =>
      new URL(original.applicationCreativeConceptAssets.find((asset) => asset.code === code)!.downloadUrl, baseUrl()).pathname.replace(
        '/storage/files/',
        '',
      );
    const guesses: string[] = [];
    for (const [url, code] of [
      [image.previewImage!, imageCode],
      [clip.previewImage!, videoCode],
      [pdf.previewImage ?? image.previewImage!, pdfCode],
    ] as const) {
      for (const inline of ['1', '0']) {
        const guessed = new URL(url, baseUrl());
        guessed.searchParams.set('key', keyOf(code));
        guessed.searchParams.set('inline', inline);
        guesses.push(guessed.pathname + guessed.search);
      }
    }
    for (const url of [clip.mediaUrl!, pdf.mediaUrl!]) {
      const attachment = new URL(url, baseUrl());
      attachment.searchParams.set('inline', '0');
      guesses.push(attachment.pathname + attachment.search);
    }
    for (const url of guesses) {
      const response = await visit(url);
      expect(response.status, url).toBe(403);
      expect(response.headers.get('location'), url).toBeNull();
    }

    // A link with downloads hands the original image over; its URL moved onto this link is refused.
    const withDownloads = await createLink(lead, tenant, concept.code);
    const openView = await asVisitor(tokenOf(withDownloads), EXTERNAL_VIEW, variables);
    const openImage = openView.data!.applicationCreativeConceptAssets.find((asset) => asset.code === imageCode)!;
    expect(openImage.mediaUrl).not.toBe(openImage.previewImage);
    const originalHandoff = await visit(openImage.mediaUrl!);
    expect(originalHandoff.status).toBe(302);
    const borrowed = await visit(openImage.mediaUrl!.replace(withDownloads.code, link.code));
    expect(borrowed.status).toBe(403);
    expect(borrowed.headers.get('location')).toBeNull();
  });

  it('with downloads, the viewer gets the originals as before: the image itself, the PDF through its attachment URL', async () => {
    const concept = await createConcept(lead, tenant);
    const imageCode = await uploadReady(concept.code, Buffer.concat([TINY_PNG, Buffer.from(unique())]), { fileName: 'hero.png' });
    const pdfCode = await uploadReady(concept.code, Buffer.concat([TINY_PDF, Buffer.from(`\n%${unique()}`)]), { fileName: 'brief.pdf' });
    const link = await createLink(lead, tenant, concept.code, { allowDownloads: true });
    const result = await asVisitor(tokenOf(link), EXTERNAL_VIEW, { c: tenant.clientCode, k: concept.code });
    const byCode = (code: string) => result.data!.applicationCreativeConceptAssets.find((asset) => asset.code === code)!;
    const imageFile = await fetch(new URL((await visit(byCode(imageCode).mediaUrl!)).headers.get('location')!, baseUrl()));
    expect(imageFile.headers.get('content-type')).toBe('image/png');
    const pdfHandoff = await visit(byCode(pdfCode).mediaUrl!);
    expect(pdfHandoff.status).toBe(302);
    const pdfFile = await fetch(new URL(pdfHandoff.headers.get('location')!, baseUrl()));
    expect(pdfFile.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(result.data!.applicationCreativeConcept.downloadUrl).toMatch(new RegExp(`^/share-links/${link.code}/download\\?`));
  });

  it('asks for the password, refuses a wrong one without saying more, and opens with the right one', async () => {
    const link = await createLink(lead, tenant, conceptA.code, { password: 'correct horse battery' });
    expect(link.hasPassword).toBe(true);
    const token = tokenOf(link);
    const variables = { c: tenant.clientCode, k: conceptA.code };
    const locked = await asVisitor(token, EXTERNAL_VIEW, variables);
    expect(locked.data ?? null).toBeNull();
    expect(locked.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', passwordRequired: true });

    const wrong = await unlock(token, 'wrong password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'PASSWORD_WRONG' });
    expect(wrong.body.accessToken).toBeUndefined();

    const right = await unlock(token, 'correct horse battery');
    expect(right.status).toBe(200);
    const opened = await asVisitor(right.body.accessToken!, EXTERNAL_VIEW, variables);
    expect(opened.errors).toBeUndefined();
    expect(opened.data!.applicationCreativeConcept.code).toBe(conceptA.code);

    // The unlocked token is still judged by the row.
    await revokeLink(lead, tenant, conceptA.code, link.code);
    expect((await asVisitor(right.body.accessToken!, EXTERNAL_VIEW, variables)).errors?.[0]?.message).toBe(INVALID);
    expect((await unlock(token, 'correct horse battery')).body).toMatchObject({ status: 401, message: INVALID });
    expect((await unlock('tampered.token', 'correct horse battery')).body).toMatchObject({ status: 401, message: INVALID });
  });

  it("throttles password guesses per visitor of a link: after 10 wrong ones that visitor waits, the link's reviewers do not", async () => {
    const link = await createLink(lead, tenant, conceptA.code, { password: 'the real passphrase' });
    const token = tokenOf(link);
    const attacker = '127.0.0.7';
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => unlock(token, `guess number ${index}`, undefined, attacker)),
    );
    expect(guesses.filter((guess) => guess.status === 401).length).toBeLessThanOrEqual(10);
    expect(guesses.filter((guess) => guess.status === 429).length).toBeGreaterThanOrEqual(2);
    const refused = await unlock(token, 'the real passphrase', undefined, attacker);
    expect(refused.status).toBe(429);
    expect(refused.body.accessToken).toBeUndefined();
    // The eleventh visitor, and the twelfth, with the right password: in.
    for (const reviewer of ['127.0.0.21', '127.0.0.22']) {
      const opened = await unlock(token, 'the real passphrase', undefined, reviewer);
      expect(opened.status).toBe(200);
      expect(opened.body.accessToken).toBeTruthy();
    }
  });

  // Last in the file: it spends this address's guesses for the rest of the window.
  it('throttles password guesses per address: once spent, even another link’s right password waits', async () => {
    let refusedAt = 0;
    for (let round = 0; round < 5 && !refusedAt; round++) {
      const token = tokenOf(await createLink(lead, tenant, conceptA.code, { password: 'another passphrase' }));
      for (let guess = 0; guess < 8 && !refusedAt; guess++) {
        const result = await unlock(token, `wrong ${round}-${guess}`);
        if (result.status === 429) refusedAt = round * 8 + guess + 1;
        else expect(result.status).toBe(401);
      }
    }
    expect(refusedAt).toBeGreaterThan(0);
    const fresh = tokenOf(await createLink(lead, tenant, conceptA.code, { password: 'fresh passphrase' }));
    const refused = await unlock(fresh, 'fresh passphrase');
    expect(refused.status).toBe(429);
    expect(refused.body.accessToken).toBeUndefined();
  });
});
