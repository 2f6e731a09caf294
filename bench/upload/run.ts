/**
 * Upload benchmark and crash test, through the real flow on loopback with the local storage adapter:
 *
 * 1. Throughput: a BENCH_UPLOAD_MB (default 1,000 MB) file uploaded in 40 MB parts, 5 at a time
 *    (the browser's settings), from the first call to the finish answer, beside `cp` of the same
 *    file on the same disk, a bare node:http server (with and without the checksum) and
 *    @tus/server. Targets: within 1.25× of the bare server and of @tus/server.
 *    Memory: the server's resident memory is sampled every 20 ms over those runs and one upload of
 *    BENCH_UPLOAD_MEMORY_REPEATS (default 5) times the file. Target: growth ≤ 150 MB.
 * 2. Crash and resume: the same file again; after the first parts the server is killed with
 *    SIGKILL, restarted on the same data directory, asked which parts it has, sent the rest, and
 *    finished. The stored file must be byte-identical (sha256).
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnServer, type SpawnedServer } from '../../server/test/spawn-server.js';
import { BENCH_SERVER_SETTINGS } from '../lib/server-settings.js';
import { processCpuSeconds, waitUntilIdle } from '../lib/process-idle.js';

const MB = 1_000_000;
const fileBytes = Number(process.env.BENCH_UPLOAD_MB ?? 1000) * MB;
const PART_SIZE = 40 * MB;
/** cp and the upload are each run this many times; the medians are compared (the disk is noisy). */
const RUNS = Number(process.env.BENCH_UPLOAD_RUNS ?? 3);
const CONCURRENCY = 5;
/** The memory phase sends the source this many times over as one file (default 5: a 5 GB file). */
const MEMORY_REPEATS = Number(process.env.BENCH_UPLOAD_MEMORY_REPEATS ?? 5);
const memoryBytes = fileBytes * MEMORY_REPEATS;
if (fileBytes % PART_SIZE !== 0) throw new Error(`BENCH_UPLOAD_MB must be a multiple of ${PART_SIZE / MB}.`);
const resultsDir = fileURLToPath(new URL('../results', import.meta.url));
const workDir = fs.mkdtempSync(path.join(process.env.BENCH_DIR ?? os.tmpdir(), 'atelier-upload-bench-'));
const dataDir = path.join(workDir, 'data');
const sourceFile = path.join(workDir, 'source.bin');

function log(message: string) {
  process.stdout.write(`${message}\n`);
}

async function makeSourceFile() {
  // Random blocks repeated with a counter: incompressible enough, and fast to write.
  const block = randomBytes(8 * MB);
  const handle = await fs.promises.open(sourceFile, 'w');
  const hash = createHash('sha256');
  for (let written = 0, index = 0; written < fileBytes; index++) {
    const chunk = Buffer.from(block.subarray(0, Math.min(block.length, fileBytes - written)));
    chunk.writeUInt32LE(index, 0);
    await handle.write(chunk);
    hash.update(chunk);
    written += chunk.length;
  }
  await handle.close();
  return hash.digest('hex');
}

/**
 * cp of the source, then sync: the same bytes made durable, as the upload's finish does. The
 * source's own dirty pages are flushed first, outside the timing, so cp is not charged for them.
 */
function timeCp() {
  const target = path.join(workDir, 'copy.bin');
  execFileSync('sync');
  const started = process.hrtime.bigint();
  execFileSync('cp', [sourceFile, target]);
  execFileSync('sync');
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  fs.rmSync(target);
  execFileSync('sync');
  return seconds;
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function startServer(port?: number) {
  return spawnServer({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ADMIN_PASSWORD: 'bench-admin-password',
    UPLOAD_MAX_FILE_SIZE_MB: String(Math.ceil(Math.max(fileBytes, memoryBytes) / MB) + 1),
    LOG_LEVEL: 'warn',
    ...(port ? { PORT: String(port) } : {}),
    ...BENCH_SERVER_SETTINGS,
  });
}

class Client {
  cookie = '';
  constructor(public baseUrl: string) {}
  async gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookie },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
    return body.data!;
  }
}

const CLIENT = 'demo';

/** The platform administrator (every permission in every client): production demo users get generated passwords. */
async function signIn(client: Client) {
  await client.gql(`mutation { signIn(email: "admin@atelier.local", password: "bench-admin-password") { emailAddress } }`);
}

async function newConcept(client: Client) {
  const { me } = await client.gql<{ me: { clients: { code: string; applications: { code: string }[] }[] } }>(
    `{ me { clients { code applications { code } } } }`,
  );
  const applicationCode = me.clients.find((entry) => entry.code === CLIENT)!.applications[0]!.code;
  const { creativeNodes } = await client.gql<{ creativeNodes: { code: string }[] }>(
    `query ($a: String!) { creativeNodes(clientCode: "${CLIENT}", applicationCode: $a) { code } }`,
    {
      a: applicationCode,
    },
  );
  const { createApplicationCreativeConcept } = await client.gql<{ createApplicationCreativeConcept: { code: string } }>(
    `mutation ($concept: CreativeConceptInput!) { createApplicationCreativeConcept(clientCode: "${CLIENT}", concept: $concept) { code } }`,
    {
      concept: {
        name: `Upload bench ${Date.now()}`,
        applications: [{ code: applicationCode }],
        creativeNode: { code: creativeNodes[0]!.code },
      },
    },
  );
  return createApplicationCreativeConcept.code;
}

async function startUpload(client: Client, conceptCode: string, size = fileBytes) {
  const { createCreativeConceptAssetUpload } = await client.gql<{
    createCreativeConceptAssetUpload: { uploadId: string; assetCode: string };
  }>(
    `mutation ($k: String!, $m: AssetUploadMetaData!) { createCreativeConceptAssetUpload(clientCode: "${CLIENT}", conceptCode: $k, assetType: "source", metaData: $m) { uploadId assetCode } }`,
    { k: conceptCode, m: { fileName: 'bench.bin', mimeType: 'application/octet-stream', size } },
  );
  return createCreativeConceptAssetUpload;
}

interface Upload {
  conceptCode: string;
  uploadId: string;
  assetCode: string;
}

async function sendPart(client: Client, upload: Upload, number: number) {
  const { getCreativeConceptAssetUploadUrl } = await client.gql<{ getCreativeConceptAssetUploadUrl: { url: string } }>(
    `mutation ($k: String!, $a: String!, $u: String!, $p: Int!) { getCreativeConceptAssetUploadUrl(clientCode: "${CLIENT}", conceptCode: $k, assetCode: $a, uploadId: $u, partNumber: $p) { url } }`,
    { k: upload.conceptCode, a: upload.assetCode, u: upload.uploadId, p: number },
  );
  const etag = await putPart(new URL(getCreativeConceptAssetUploadUrl.url, client.baseUrl), await readPart(number));
  return { number, etag };
}

/** Part `number` of the file being sent: the source, or (memory phase) the source repeated, so parts wrap around it. */
async function readPart(number: number) {
  const start = ((number - 1) * PART_SIZE) % fileBytes;
  const end = Math.min(fileBytes, start + PART_SIZE);
  const handle = await fs.promises.open(sourceFile, 'r');
  const body = Buffer.alloc(end - start);
  await handle.read(body, 0, body.length, start);
  await handle.close();
  return body;
}

/**
 * PUTs a part with node:http, which sends the buffer as it is. (fetch spends about 4 s of CPU per
 * GB on this 2-core machine, CPU the server then lacks; a browser runs on another machine.)
 */
function putPart(url: URL, body: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'PUT', headers: { 'content-length': body.length } }, (response) => {
      response.resume();
      response.on('end', () =>
        response.statusCode === 200 ? resolve(String(response.headers.etag)) : reject(new Error(`part PUT: ${response.statusCode}`)),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * The same file through bare-server.ts (see there), with the same client, part size and
 * concurrency; with `sha256`, the bare server also checksums the file as the real one must, and the
 * digest is checked. The file is removed afterwards. Returns the seconds and the server's CPU
 * seconds (all threads) for the upload, its start-up excluded.
 */
async function timeBareServer(mode: '' | 'sha256' = '') {
  const target = path.join(workDir, 'bare.bin');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('bare-server.ts', import.meta.url)), target, String(PART_SIZE), mode],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    const [portText] = (await once(child.stdout!, 'data')) as [Buffer];
    const baseUrl = `http://127.0.0.1:${String(portText).trim()}`;
    execFileSync('sync');
    const cpuBefore = processCpuSeconds(child.pid!);
    const started = process.hrtime.bigint();
    const queue = [...partNumbers];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let number = queue.shift(); number !== undefined; number = queue.shift()) {
          await putPart(new URL(`/${number}`, baseUrl), await readPart(number));
        }
      }),
    );
    if (mode === 'sha256') {
      const digest = await (await fetch(new URL('/finish', baseUrl), { method: 'POST' })).text();
      if (digest !== sourceSha) throw new Error(`bare server with sha256: digest ${digest}, expected ${sourceSha}`);
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return { seconds, cpu: processCpuSeconds(child.pid!) - cpuBefore };
  } finally {
    child.kill();
    fs.rmSync(target, { force: true });
    execFileSync('sync');
  }
}

/**
 * The same file through @tus/server (tus-server.ts): created with its length, then sent in PATCH
 * requests of PART_SIZE bytes, each at the offset the last one ended (tus without concatenation
 * has no parallel parts). Returns the seconds taken.
 */
async function timeTusServer() {
  const directory = path.join(workDir, 'tus');
  fs.mkdirSync(directory, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('tus-server.ts', import.meta.url)), directory], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [portText] = (await once(child.stdout!, 'data')) as [Buffer];
    const baseUrl = `http://127.0.0.1:${String(portText).trim()}`;
    execFileSync('sync');
    const cpuBefore = processCpuSeconds(child.pid!);
    const started = process.hrtime.bigint();
    const created = await tusRequest(new URL('/files', baseUrl), 'POST', { 'upload-length': String(fileBytes) });
    const location = new URL(String(created.headers.location), baseUrl);
    for (const number of partNumbers) {
      const answer = await tusRequest(
        location,
        'PATCH',
        { 'upload-offset': String((number - 1) * PART_SIZE), 'content-type': 'application/offset+octet-stream' },
        await readPart(number),
      );
      if (answer.statusCode !== 204) throw new Error(`tus PATCH: ${answer.statusCode}`);
    }
    return { seconds: Number(process.hrtime.bigint() - started) / 1e9, cpu: processCpuSeconds(child.pid!) - cpuBefore };
  } finally {
    child.kill();
    fs.rmSync(directory, { recursive: true, force: true });
    execFileSync('sync');
  }
}

function tusRequest(url: URL, method: string, headers: Record<string, string>, body?: Buffer): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, headers: { 'tus-resumable': '1.0.0', 'content-length': String(body?.length ?? 0), ...headers } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Sends the given parts, CONCURRENCY at a time; stops starting new ones once `shouldStop` says so. */
async function sendParts(client: Client, upload: Upload, numbers: number[], shouldStop: () => boolean = () => false) {
  const done: { number: number; etag: string }[] = [];
  const queue = [...numbers];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (queue.length > 0 && !shouldStop()) done.push(await sendPart(client, upload, queue.shift()!));
    }),
  );
  return done;
}

async function finish(client: Client, upload: Upload, parts: { number: number; etag: string }[]) {
  const { finishCreativeConceptAssetUpload } = await client.gql<{
    finishCreativeConceptAssetUpload: { status: string; assetCode: string };
  }>(
    `mutation ($k: String!, $a: String!, $u: String!, $p: [AssetUploadPartInput!]!) { finishCreativeConceptAssetUpload(clientCode: "${CLIENT}", conceptCode: $k, assetCode: $a, uploadId: $u, parts: $p) { status assetCode } }`,
    { k: upload.conceptCode, a: upload.assetCode, u: upload.uploadId, p: [...parts].sort((a, b) => a.number - b.number) },
  );
  return finishCreativeConceptAssetUpload;
}

/** The stored file's sha256, read back through its download URL, and its path under the data directory. */
async function storedFile(client: Client, assetCode: string) {
  const { applicationCreativeConceptAsset } = await client.gql<{ applicationCreativeConceptAsset: { downloadUrl: string; size: number } }>(
    `query ($a: String!) { applicationCreativeConceptAsset(clientCode: "${CLIENT}", conceptAssetCode: $a) { downloadUrl size } }`,
    { a: assetCode },
  );
  const url = new URL(applicationCreativeConceptAsset.downloadUrl, client.baseUrl);
  const response = await fetch(url);
  const hash = createHash('sha256');
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) hash.update(chunk);
  const key = decodeURIComponent(url.pathname.replace(/^\/storage\/files\//, ''));
  return { sha256: hash.digest('hex'), filePath: path.join(dataDir, 'storage', 'objects', ...key.split('/')) };
}

/** User + system CPU seconds of a process (all its threads), from /proc. */
function residentMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/**
 * Waits until the process has used under 0.05 s of CPU in each of 30 consecutive seconds (at most
 * 180 s; V8 gives memory back after some idle seconds, so the baseline is the idle server's, not
 * the start-up's high-water mark); returns the seconds waited.
 */
/** The sha256 of the source repeated `times` times. */
async function repeatedSourceSha(times: number) {
  const hash = createHash('sha256');
  for (let index = 0; index < times; index++) {
    for await (const chunk of fs.createReadStream(sourceFile, { highWaterMark: 4 * 1024 * 1024 })) hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}

const partNumbers = Array.from({ length: Math.ceil(fileBytes / PART_SIZE) }, (_, index) => index + 1);
log(
  `upload bench: ${fileBytes / MB} MB in ${partNumbers.length} parts of ${PART_SIZE / MB} MB, ${CONCURRENCY} at a time; work dir ${workDir}`,
);
const sourceSha = await makeSourceFile();
const cpRuns = Array.from({ length: RUNS }, () => timeCp());
const cpSeconds = median(cpRuns);
log(
  `cp + sync: ${cpRuns.map((seconds) => seconds.toFixed(2)).join(' / ')} s, median ${cpSeconds.toFixed(2)} s (${(fileBytes / MB / cpSeconds).toFixed(0)} MB/s)`,
);

/** RUNS timed runs after one untimed warm-up (the first run of each kind meets a cold page cache). */
async function timeSeries(name: string, run: () => Promise<{ seconds: number; cpu: number }>) {
  await run();
  const runs: { seconds: number; cpu: number }[] = [];
  for (let index = 0; index < RUNS; index++) runs.push(await run());
  const typical = runs.find((entry) => entry.seconds === median(runs.map((other) => other.seconds)))!;
  log(
    `${name}: ${runs.map((entry) => entry.seconds.toFixed(2)).join(' / ')} s, median ${typical.seconds.toFixed(2)} s, server CPU ${typical.cpu.toFixed(2)} s`,
  );
  return { runs: runs.map((entry) => entry.seconds), seconds: typical.seconds, cpu: typical.cpu };
}

const bare = await timeSeries('bare node:http server', () => timeBareServer());
const bareRuns = bare.runs;
const bareSeconds = bare.seconds;
const bareHashing = await timeSeries('bare node:http server with sha256', () => timeBareServer('sha256'));

const tus = await timeSeries('@tus/server (file store)', timeTusServer);
const tusRuns = tus.runs;
const tusSeconds = tus.seconds;

let server: SpawnedServer = await startServer();
const port = Number(new URL(server.url).port);
try {
  // 1. Throughput, RUNS times after a warm-up, each into a new concept (so that no finish is a duplicate).
  const client = new Client(server.url);
  await signIn(client);
  const pid = server.process.pid!;
  // The demo's background work at start (generated review files, their processing) is not the
  // uploads': the runs start once the server has been idle for a while.
  const settleSeconds = await waitUntilIdle(pid);
  log(`server idle after ${settleSeconds.toFixed(0)} s`);
  const baselineMb = residentMb(pid);
  let peakMb = baselineMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(pid))), 20);
  const runs: { seconds: number; partsSeconds: number; serverCpu: number; clientCpu: number; identical: boolean }[] = [];
  let conceptCode = '';
  for (let run = 0; run <= RUNS; run++) {
    conceptCode = await newConcept(client);
    execFileSync('sync');
    const serverCpuBefore = processCpuSeconds(pid);
    const clientCpuBefore = process.cpuUsage();
    const started = process.hrtime.bigint();
    const upload = { conceptCode, ...(await startUpload(client, conceptCode)) };
    const parts = await sendParts(client, upload, partNumbers);
    const partsSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    const finished = await finish(client, upload, parts);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const serverCpu = processCpuSeconds(pid) - serverCpuBefore;
    const stored = await storedFile(client, upload.assetCode);
    const identical = stored.sha256 === sourceSha;
    // As cp's copy is removed after each run: the next run writes to freed pages, not fresh ones.
    fs.rmSync(stored.filePath);
    const entry = { seconds, partsSeconds, serverCpu, clientCpu: (clientCpu.user + clientCpu.system) / 1e6, identical };
    if (run > 0) runs.push(entry);
    log(
      `upload ${run === 0 ? 'warm-up' : run}: ${seconds.toFixed(2)} s (${(fileBytes / MB / seconds).toFixed(0)} MB/s; finish ${(seconds - partsSeconds).toFixed(2)} s), ${finished.status}, CPU server ${serverCpu.toFixed(2)} s / client ${entry.clientCpu.toFixed(2)} s, byte-identical: ${identical}`,
    );
  }
  const typical = runs.find((run) => run.seconds === median(runs.map((entry) => entry.seconds)))!;
  const uploadSeconds = typical.seconds;
  const firstSha = runs.every((run) => run.identical) ? sourceSha : '';
  const ratio = cpSeconds / uploadSeconds;

  // Memory: the runs above, then one file of MEMORY_REPEATS times the source (5 GB by default).
  conceptCode = await newConcept(client);
  const large = { conceptCode, ...(await startUpload(client, conceptCode, memoryBytes)) };
  const largeNumbers = Array.from({ length: memoryBytes / PART_SIZE }, (_, index) => index + 1);
  const largeStarted = process.hrtime.bigint();
  await finish(client, large, await sendParts(client, large, largeNumbers));
  const largeSeconds = Number(process.hrtime.bigint() - largeStarted) / 1e9;
  clearInterval(sampler);
  const largeStored = await storedFile(client, large.assetCode);
  const largeIdentical = largeStored.sha256 === (await repeatedSourceSha(MEMORY_REPEATS));
  fs.rmSync(largeStored.filePath);
  const growth = peakMb - baselineMb;
  log(
    `${memoryBytes / MB} MB upload: ${largeSeconds.toFixed(2)} s, byte-identical: ${largeIdentical}; server memory ${baselineMb.toFixed(0)} MB before, ${peakMb.toFixed(0)} MB peak (+${growth.toFixed(0)} MB)`,
  );

  // 2. SIGKILL after the first parts, restart, resume, finish.
  const second = { conceptCode, ...(await startUpload(client, conceptCode)) };
  const killAfter = Math.min(3, partNumbers.length - 1);
  let completed = 0;
  const killed = server;
  const beforeKill = sendParts(client, second, partNumbers, () => completed >= killAfter).catch(() => []);
  while (completed < killAfter) {
    const state = await client.gql<{ creativeConceptAssetUpload: { parts: { number: number }[] } }>(
      `query ($u: String!) { creativeConceptAssetUpload(clientCode: "${CLIENT}", uploadId: $u) { parts { number } } }`,
      {
        u: second.uploadId,
      },
    );
    completed = state.creativeConceptAssetUpload.parts.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  killed.process.kill('SIGKILL');
  await beforeKill;
  log(`killed the server (SIGKILL) after ${completed} parts had arrived`);
  server = await startServer(port);
  // The session lives in the database: the same client (cookie) carries on after the restart.
  client.baseUrl = server.url;
  const state = await client.gql<{ creativeConceptAssetUpload: { status: string; parts: { number: number; etag: string }[] } }>(
    `query ($u: String!) { creativeConceptAssetUpload(clientCode: "${CLIENT}", uploadId: $u) { status parts { number etag } } }`,
    { u: second.uploadId },
  );
  const received = state.creativeConceptAssetUpload.parts;
  const missing = partNumbers.filter((number) => !received.some((part) => part.number === number));
  log(
    `after the restart the server has ${received.length} parts (session ${state.creativeConceptAssetUpload.status}); sending ${missing.length} more`,
  );
  const rest = await sendParts(client, second, missing);
  const resumed = await finish(client, second, [...received, ...rest]);
  const resumedSha = (await storedFile(client, second.assetCode)).sha256;
  log(`resumed upload: ${resumed.status}, byte-identical: ${resumedSha === sourceSha}`);

  const verdict = (isMet: boolean) => (isMet ? 'met' : 'missed');
  const series = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
  const table = [
    `# Upload benchmark`,
    ``,
    `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, local storage adapter, PGlite, loopback HTTP.`,
    `File: ${fileBytes / MB} MB, ${partNumbers.length} parts of ${PART_SIZE / MB} MB, ${CONCURRENCY} at a time (the browser's settings).`,
    `Every server kind gets one untimed warm-up upload, then ${RUNS} timed ones (medians compared); the real server's runs start once it has been idle for 30 s (${settleSeconds.toFixed(0)} s after its start, demo data included).`,
    ``,
    `| measure | value | target |`,
    `|---|---|---|`,
    `| cp + sync of the same file, same disk (median of ${RUNS}; source flushed first) | ${cpSeconds.toFixed(2)} s (${(fileBytes / MB / cpSeconds).toFixed(0)} MB/s); runs ${series(cpRuns)} s | |`,
    `| full upload flow (create, part URLs, PUTs, finish with checksum) | ${uploadSeconds.toFixed(2)} s (${(fileBytes / MB / uploadSeconds).toFixed(0)} MB/s); runs ${series(runs.map((run) => run.seconds))} s | |`,
    `| of which: part PUTs / finish (checksum, fsync, inspect, record) | ${typical.partsSeconds.toFixed(2)} s / ${(uploadSeconds - typical.partsSeconds).toFixed(2)} s | |`,
    `| CPU during that upload: server (all threads) / bench client | ${typical.serverCpu.toFixed(2)} s / ${typical.clientCpu.toFixed(2)} s | |`,
    `| floor: a bare node:http server writing the same parts, same client (bare-server.ts) | ${bareSeconds.toFixed(2)} s (${(fileBytes / MB / bareSeconds).toFixed(0)} MB/s), server CPU ${bare.cpu.toFixed(2)} s; runs ${series(bareRuns)} s | |`,
    `| floor with the checksum: the bare server also computing the file's sha256 as the flow does (bare-server.ts sha256) | ${bareHashing.seconds.toFixed(2)} s, server CPU ${bareHashing.cpu.toFixed(2)} s; runs ${series(bareHashing.runs)} s | |`,
    `| @tus/server with its file store, same file, PATCHes of the part size one after another (tus-server.ts) | ${tusSeconds.toFixed(2)} s (${(fileBytes / MB / tusSeconds).toFixed(0)} MB/s), server CPU ${tus.cpu.toFixed(2)} s; runs ${series(tusRuns)} s | |`,
    `| full flow / bare server | ${(uploadSeconds / bareSeconds).toFixed(2)}× | ≤ 1.25×: ${verdict(uploadSeconds <= 1.25 * bareSeconds)} |`,
    `| full flow / bare server with the checksum | ${(uploadSeconds / bareHashing.seconds).toFixed(2)}× | |`,
    `| full flow / @tus/server | ${(uploadSeconds / tusSeconds).toFixed(2)}× | ≤ 1.25×: ${verdict(uploadSeconds <= 1.25 * tusSeconds)} |`,
    `| upload throughput / cp throughput | ${(ratio * 100).toFixed(0)}% | |`,
    `| server memory growth over all the runs and a ${memoryBytes / MB} MB upload (peak RSS − RSS before) | ${growth.toFixed(0)} MB (${baselineMb.toFixed(0)} → ${peakMb.toFixed(0)} MB); the ${memoryBytes / MB} MB upload took ${largeSeconds.toFixed(1)} s | ≤ 150 MB: ${verdict(growth <= 150)} |`,
    `| stored files byte-identical (every run, and the ${memoryBytes / MB} MB file) | ${firstSha === sourceSha && largeIdentical} | |`,
    `| SIGKILL after ${completed} parts, restart, resume: byte-identical | ${resumedSha === sourceSha} (${received.length} parts kept, ${missing.length} re-sent) | true |`,
    ``,
  ].join('\n');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'upload.md'), table);
  log(`\n${table}`);
  if (firstSha !== sourceSha || !largeIdentical || resumedSha !== sourceSha) process.exitCode = 1;
} finally {
  await server.stop().catch(() => undefined);
  fs.rmSync(workDir, { recursive: true, force: true });
}
