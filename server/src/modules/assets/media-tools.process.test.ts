import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.js';
import { TINY_PNG, uploadFile, waitForProcessing } from '../../../test/asset-fixtures.js';
import { createConcept } from '../../../test/concept-fixtures.js';
import { createTenant } from '../../../test/fixtures.js';
import { spawnServer } from '../../../test/spawn-server.js';
import { makeTestVideo } from '../../../test/video-fixtures.js';

const ADMIN = { email: 'admin@media-tools.test', password: 'media-tools-admin-password' };

/** A 30 s clip: its scrub strip alone decodes 900 frames. */
function makeLongVideo() {
  return makeTestVideo({ seconds: 30, width: 640, height: 360, frameRate: 30, pattern: 'testsrc2' });
}

/** One server process with its own data directory and environment, and a tenant on it. */
async function startWith(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-media-tools-'));
  const server = await spawnServer({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    ...env,
  });
  const admin = await new ApiClient(server.url).signIn(ADMIN.email, ADMIN.password);
  const tenant = await createTenant('media-tools', { admin });
  return { server, dataDir, tenant, client: await tenant.as('designer'), owner: await tenant.as('admin') };
}

type Started = Awaited<ReturnType<typeof startWith>>;
const started: Started[] = [];

async function uploadAndWait(on: Started, bytes: Buffer, fileName: string) {
  const concept = await createConcept(on.owner, on.tenant);
  const uploaded = await uploadFile(on.client, on.tenant, concept.code, bytes, { fileName });
  return waitForProcessing(on.client, on.tenant, uploaded.assetCode, 60_000);
}

afterAll(async () => {
  for (const { server, dataDir } of started) {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

describe('a server without ffmpeg', () => {
  let on: Started;
  beforeAll(async () => {
    on = await startWith({ FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' });
    started.push(on);
  }, 180_000);

  it('starts with a warning and says so in its health check', async () => {
    expect(on.server.output()).toContain('ffmpeg/ffprobe not found: videos will get no preview');
    expect(await (await fetch(`${on.server.url}/healthz`)).json()).toMatchObject({ status: 'ok', videoTools: 'missing' });
  });

  it('shows a video as failed with the reason, at once, and goes on processing other files', async () => {
    const video = await uploadAndWait(on, await makeLongVideo(), 'clip.mp4');
    expect(video).toMatchObject({ type: 'video', processingStatus: 'failed' });
    expect(video.processingError).toMatch(/^Previews of videos are not available on this server/);
    expect(video.processingError).not.toMatch(/nonexistent|ffprobe|Error:/);

    const image = await uploadAndWait(on, TINY_PNG, 'pixel.png');
    expect(image).toMatchObject({ type: 'image', processingStatus: 'ready' });
  });
});

describe('a server whose decodes have a tiny time limit', () => {
  let on: Started;
  beforeAll(async () => {
    on = await startWith({ MEDIA_TOOL_TIMEOUT_SECONDS: '0.1', LOG_LEVEL: 'info' });
    started.push(on);
  }, 180_000);

  it('logs the ffmpeg it uses once at start', () => {
    expect(on.server.output().match(/media tools: ffmpeg version \S+/g)).toHaveLength(1);
  });

  it('fails a video too long to decode within the limit, with the reason, and frees its job for the next file', async () => {
    const video = await uploadAndWait(on, await makeLongVideo(), 'long.mp4');
    // Failed for good on the first attempt: a retry would only run into the same limit.
    expect(video).toMatchObject({ type: 'video', processingStatus: 'failed' });
    expect(video.processingError).toMatch(/^The video took too long to process/);

    const image = await uploadAndWait(on, TINY_PNG, 'pixel.png');
    expect(image).toMatchObject({ type: 'image', processingStatus: 'ready' });
  });
});
