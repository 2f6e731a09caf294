import { ZipArchive } from 'archiver';
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiClient } from '../../../test/api-client.js';
import { uploadFile, waitForProcessing } from '../../../test/asset-fixtures.js';
import { createConcept } from '../../../test/concept-fixtures.js';
import { createTenant, type Tenant } from '../../../test/fixtures.js';
import { makeTestVideo } from '../../../test/video-fixtures.js';

/** What the reviewer's viewer reads: the inline media URL (with byte ranges), the frame rate, and playables served sandboxed. */

let tenant: Tenant;
let admin: ApiClient;

beforeAll(async () => {
  tenant = await createTenant('review-media');
  admin = await tenant.as('admin');
});

const REVIEW_FIELDS = 'type processingStatus frameRate mediaUrl downloadUrl playableUrl previewImage';

interface ReviewAsset {
  type: string;
  processingStatus: string;
  frameRate: number | null;
  mediaUrl: string | null;
  downloadUrl: string | null;
  playableUrl: string | null;
  previewImage: string | null;
}

async function readReviewAsset(assetCode: string) {
  const data = await admin.mustRequest<{ applicationCreativeConceptAsset: ReviewAsset }>(
    `query ($c: String!, $a: String!) { applicationCreativeConceptAsset(clientCode: $c, conceptAssetCode: $a) { ${REVIEW_FIELDS} } }`,
    { c: tenant.clientCode, a: assetCode },
  );
  return data.applicationCreativeConceptAsset;
}

const get = (url: string, headers: Record<string, string> = {}) => fetch(new URL(url, inject('baseUrl')), { headers, redirect: 'manual' });

async function zip(entries: Record<string, string | Buffer>) {
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

describe('media for the viewer', () => {
  it('probes the frame rate and serves the video inline with byte ranges for seeking', async () => {
    const concept = await createConcept(admin, tenant);
    const video = await makeTestVideo({ seconds: 2, width: 160, height: 90, frameRate: 24 });
    const uploaded = await uploadFile(admin, tenant, concept.code, video, { fileName: 'cut.mp4' });
    await waitForProcessing(admin, tenant, uploaded.assetCode);
    const asset = await readReviewAsset(uploaded.assetCode);
    expect(asset).toMatchObject({ type: 'video', processingStatus: 'ready', frameRate: 24, playableUrl: null });

    const ranged = await get(asset.mediaUrl!, { range: 'bytes=100-299' });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-299/${video.length}`);
    expect(ranged.headers.get('content-type')).toBe('video/mp4');
    expect(ranged.headers.get('content-disposition')).toMatch(/^inline/);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(video.subarray(100, 300))).toBe(true);
  });

  it('gives a PDF the attachment URL pdf.js reads, never an inline one', async () => {
    const concept = await createConcept(admin, tenant);
    const pdf = Buffer.from(
      [
        '%PDF-1.4',
        '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
        '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
        '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
        'trailer << /Root 1 0 R >>',
        '%%EOF',
      ].join('\n'),
    );
    const uploaded = await uploadFile(admin, tenant, concept.code, pdf, { fileName: 'brief.pdf', assetType: 'design' });
    // The URL is there from the upload on; the first-page preview (processing) is not needed.
    const asset = await readReviewAsset(uploaded.assetCode);
    expect(asset.type).toBe('document');
    const response = await get(asset.mediaUrl!, { range: 'bytes=0-7' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(await response.text()).toBe('%PDF-1.4');
  });
});

describe('playables', () => {
  let asset: ReviewAsset;

  beforeAll(async () => {
    const concept = await createConcept(admin, tenant);
    const endcard = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const bytes = await zip({
      'game/index.html': '<!doctype html><title>Ad</title><script src="main.js"></script>',
      'game/main.js': 'document.title = "started";',
      'game/img/endcard.png': endcard,
    });
    const uploaded = await uploadFile(admin, tenant, concept.code, bytes, { fileName: 'ad.zip' });
    await waitForProcessing(admin, tenant, uploaded.assetCode);
    asset = await readReviewAsset(uploaded.assetCode);
  });

  it('has a still from its zip and no inline media URL', async () => {
    expect(asset).toMatchObject({ type: 'playable', processingStatus: 'ready', mediaUrl: null });
    const preview = await get(asset.previewImage!);
    expect(await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).toMatchObject({ width: 60, height: 90 });
  });

  it('serves its entry page and files under a sandbox CSP without the same origin', async () => {
    expect(asset.playableUrl).toMatch(/^\/playables\/[^/]+\/$/);
    const redirect = await get(asset.playableUrl!);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('game/index.html');

    const page = await get(`${asset.playableUrl}game/index.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toMatch(/(^|;)\s*sandbox allow-scripts allow-pointer-lock\s*(;|$)/);
    expect(policy).not.toContain('allow-same-origin');
    expect(policy).toContain("frame-ancestors 'self'");
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('<script src="main.js">');

    const script = await get(`${asset.playableUrl}game/main.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('content-security-policy')).toContain('sandbox allow-scripts');
  });

  it('refuses paths outside the zip, missing files, and a forged or altered link', async () => {
    expect((await get(`${asset.playableUrl}..%2F..%2Fetc%2Fpasswd`)).status).toBe(400);
    expect((await get(`${asset.playableUrl}game/nothing.js`)).status).toBe(404);
    const forged = asset.playableUrl!.replace(/\.([A-Za-z0-9_-]+)\/$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/');
    expect((await get(`${forged}game/index.html`)).status).toBe(403);
    const otherVersion = asset.playableUrl!.replace(/^(\/playables\/[0-9a-f-]{36})\.0\./, '$1.1.');
    expect((await get(`${otherVersion}game/index.html`)).status).toBe(403);
  });

  it('gives the API nothing to a request from the playable (Origin: null)', async () => {
    const preflight = await fetch(`${inject('baseUrl')}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'null', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await fetch(`${inject('baseUrl')}/graphql`, {
      method: 'POST',
      headers: { origin: 'null', 'content-type': 'text/plain', cookie: admin.sessionCookie ?? '' },
      body: JSON.stringify({ query: '{ me { emailAddress } }' }),
    });
    expect(simple.status).toBe(415);
  });
});
