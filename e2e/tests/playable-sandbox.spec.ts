import { PassThrough } from 'node:stream';
import { expect, test, type APIRequestContext, type Frame, type Page } from '../fixtures/test';
import { ZipArchive } from 'archiver';
import { DEMO_ADMIN } from '../fixtures/accounts';
import { runGraphQL, signInThroughApi } from '../fixtures/graphql';

const shotsDir = process.env.SHOTS_DIR ?? '/work/helpers/shots';

/**
 * A playable ad is someone else's code. Its page tries what a hostile one would: read the app's
 * cookies, and call the API with the reviewer's session. Served sandboxed (an opaque origin), it
 * gets neither, whether the viewer frames it or the reviewer opens its link directly.
 */
const PROBE_PAGE = `<!doctype html>
<html><head><title>Probe ad</title></head>
<body style="font: 16px sans-serif">
  <h1>Probe ad</h1>
  <p>script: <span id="ran">not run</span></p>
  <p>cookie: <span id="cookie">pending</span></p>
  <p>api post: <span id="api-post">pending</span></p>
  <p>api get: <span id="api-get">pending</span></p>
  <script src="probe.js"></script>
</body></html>`;

const PROBE_SCRIPT = `
const show = (id, text) => { document.getElementById(id).textContent = text; };
show('ran', 'ran');
try { show('cookie', 'read:' + JSON.stringify(document.cookie)); } catch (error) { show('cookie', 'blocked:' + error.name); }
const query = '{ me { emailAddress } }';
fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })
  .then((response) => response.text())
  .then((text) => show('api-post', 'answered:' + text), (error) => show('api-post', 'blocked:' + error.name));
fetch('/graphql?query=' + encodeURIComponent(query), { credentials: 'include' })
  .then((response) => response.text())
  .then((text) => show('api-get', 'answered:' + text), (error) => show('api-get', 'blocked:' + error.name));
`;

async function buildZip(entries: Record<string, string>) {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => sink.on('end', resolve));
  archive.pipe(sink);
  for (const [name, content] of Object.entries(entries)) archive.append(content, { name });
  await archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}

/** A concept with the probe playable uploaded through the API (parts, then finish), processed. */
async function seedProbePlayable(request: APIRequestContext) {
  const { creativeNodes } = await runGraphQL<{ creativeNodes: { code: string }[] }>(
    request,
    `query { creativeNodes(clientCode: "demo", applicationCode: "puzzle-quest") { code } }`,
  );
  const { createApplicationCreativeConcept: concept } = await runGraphQL<{ createApplicationCreativeConcept: { code: string } }>(
    request,
    `mutation ($concept: CreativeConceptInput!) { createApplicationCreativeConcept(clientCode: "demo", concept: $concept) { code } }`,
    {
      concept: {
        name: `Playable probe ${Date.now()}`,
        status: 'inProduction',
        type: 'ua',
        subtype: 'newUser',
        description: '<p>A playable that tries to reach the app.</p>',
        applications: [{ code: 'puzzle-quest' }],
        creativeNode: { code: creativeNodes[0]!.code },
      },
    },
  );
  const bytes = await buildZip({ 'probe/index.html': PROBE_PAGE, 'probe/probe.js': PROBE_SCRIPT });
  const { createCreativeConceptAssetUpload: upload } = await runGraphQL<{
    createCreativeConceptAssetUpload: { uploadId: string; assetCode: string };
  }>(
    request,
    `mutation ($k: String!, $m: AssetUploadMetaData!) {
      createCreativeConceptAssetUpload(clientCode: "demo", conceptCode: $k, assetType: "production", metaData: $m) { uploadId assetCode } }`,
    { k: concept.code, m: { fileName: 'probe-ad.zip', mimeType: 'application/zip', size: bytes.length } },
  );
  const { getCreativeConceptAssetUploadUrl: part } = await runGraphQL<{ getCreativeConceptAssetUploadUrl: { url: string } }>(
    request,
    `mutation ($k: String!, $a: String!, $u: String!) {
      getCreativeConceptAssetUploadUrl(clientCode: "demo", conceptCode: $k, assetCode: $a, uploadId: $u, partNumber: 1) { url } }`,
    { k: concept.code, a: upload.assetCode, u: upload.uploadId },
  );
  const put = await request.put(part.url, { data: bytes });
  expect(put.status()).toBe(200);
  await runGraphQL(
    request,
    `mutation ($k: String!, $a: String!, $u: String!, $p: [AssetUploadPartInput!]!) {
      finishCreativeConceptAssetUpload(clientCode: "demo", conceptCode: $k, assetCode: $a, uploadId: $u, parts: $p) { status } }`,
    { k: concept.code, a: upload.assetCode, u: upload.uploadId, p: [{ number: 1, etag: put.headers().etag }] },
  );
  // The playable runs from its stored zip: no need to wait for its still (processing).
  const { applicationCreativeConceptAsset: asset } = await runGraphQL<{
    applicationCreativeConceptAsset: { type: string; playableUrl: string | null };
  }>(request, `query ($a: String!) { applicationCreativeConceptAsset(clientCode: "demo", conceptAssetCode: $a) { type playableUrl } }`, {
    a: upload.assetCode,
  });
  expect(asset.type).toBe('playable');
  const playableUrl = asset.playableUrl;
  expect(playableUrl).toMatch(/^\/playables\//);
  return playableUrl!;
}

/** What the probe found, once its script has run and both API calls have settled. */
async function readProbe(frame: Page | Frame) {
  await expect(frame.locator('#ran')).toHaveText('ran');
  await expect(frame.locator('#api-post')).not.toHaveText('pending');
  await expect(frame.locator('#api-get')).not.toHaveText('pending');
  return {
    cookie: await frame.locator('#cookie').textContent(),
    post: await frame.locator('#api-post').textContent(),
    get: await frame.locator('#api-get').textContent(),
  };
}

function expectNothingReached(probe: { cookie: string | null; post: string | null; get: string | null }) {
  // An opaque origin has no cookie jar: reading document.cookie throws.
  expect(probe.cookie).toBe('blocked:SecurityError');
  // Cross-origin without CORS: the browser refuses the preflight / hides the answer.
  expect(probe.post).toMatch(/^blocked:/);
  expect(probe.get).toMatch(/^blocked:/);
  for (const text of [probe.cookie, probe.post, probe.get]) expect(text).not.toContain('admin@demo.atelier.local');
}

test("a playable's scripts run, but cannot read the app's cookies nor call the API with the reviewer's session", async ({
  page,
  context,
  baseURL,
}) => {
  // Seeding a concept and an upload through the API, then two page loads: more than the default budget on a busy machine.
  test.slow();
  // The reviewer's own session (page.request shares the page's cookies).
  await signInThroughApi(page.request, DEMO_ADMIN);
  const playableUrl = await seedProbePlayable(page.request);
  // A cookie the app's own scripts could read, to be sure the playable cannot.
  await context.addCookies([{ name: 'app_visible', value: 'secret-to-the-app', url: baseURL! }]);

  // The reviewer is signed in: the same call from the app answers their address.
  await page.goto('/');
  const fromApp = await page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { emailAddress } }' }),
    });
    return response.text();
  });
  expect(fromApp).toContain('admin@demo.atelier.local');

  // In the viewer's iframe (sandbox="allow-scripts"), inside the app's page.
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.src = src;
    frame.name = 'playable';
    frame.style.cssText = 'position:fixed;inset:40px;width:600px;height:400px;background:#fff;z-index:10000;border:2px solid #333';
    document.body.append(frame);
  }, playableUrl);
  await expect.poll(() => page.frame({ name: 'playable' })?.url() ?? '').toContain('/probe/index.html');
  expectNothingReached(await readProbe(page.frame({ name: 'playable' })!));
  await page.screenshot({ path: `${shotsDir}/viewer-playable-sandbox-framed.png` });

  // Opened directly (a copied link): the sandbox comes from the response's CSP, not the iframe.
  const direct = await context.newPage();
  const response = await direct.goto(playableUrl);
  expect(response!.headers()['content-security-policy']).toContain('sandbox allow-scripts');
  expect(direct.url()).toContain('/probe/index.html');
  expectNothingReached(await readProbe(direct));
  await direct.screenshot({ path: `${shotsDir}/viewer-playable-sandbox-direct.png` });
});
