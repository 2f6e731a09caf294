import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeScrubStrip } from './scrub-strip.js';
import { makeTestVideo } from '../../test/video-fixtures.js';
import { checkMediaTools, FFMPEG_PATH, MediaToolError, runTool, setMediaToolLimits } from './tools.js';

const DEFAULTS = { timeoutMs: 60_000, memoryBytes: 2048 * 1024 * 1024 };
let directory: string;
let longVideo: string;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-tools-'));
  longVideo = path.join(directory, 'long.mp4');
  // 30 s: its scrub strip decodes every frame, far more than the tiny limit below allows.
  fs.writeFileSync(longVideo, await makeTestVideo({ seconds: 30, width: 640, height: 360, frameRate: 30, pattern: 'testsrc2' }));
});

afterEach(() => setMediaToolLimits(DEFAULTS));
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

describe('ffmpeg and ffprobe runs', () => {
  it('finds the system ffmpeg and reads its version', async () => {
    const status = await checkMediaTools();
    expect(status).toMatchObject({ isAvailable: true, problem: null, hasMemoryLimit: true });
    expect(status.ffmpegVersion).toMatch(/^ffmpeg version \S+/);
  });

  it('says a tool is not installed, and that another attempt will not help', async () => {
    const failure = await runTool('/nonexistent/ffmpeg', ['-version']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MediaToolError);
    expect(failure).toMatchObject({ failure: 'missing', isRetryable: false });
  });

  it('kills a decode that runs past its time limit', async () => {
    setMediaToolLimits({ timeoutMs: 100 });
    const failure = await makeScrubStrip(longVideo, { lengthMs: 30_000, width: 640, height: 360 }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ failure: 'time-limit', isRetryable: false });
  });

  it('runs every decode inside a memory limit', async () => {
    // Too little even to load ffmpeg's libraries: proof the limit applies to the process.
    setMediaToolLimits({ memoryBytes: 64 * 1024 * 1024 });
    const failure = await runTool(FFMPEG_PATH, ['-hide_banner', '-version']).catch((error: unknown) => error);
    expect(failure).toMatchObject({ failure: 'memory-limit', isRetryable: false });
  });

  it('kills a decode when its job is aborted', async () => {
    const controller = new AbortController();
    const reason = new Error('the job was stopped');
    const running = makeScrubStrip(longVideo, { lengthMs: 30_000, width: 640, height: 360 }, { signal: controller.signal });
    setTimeout(() => controller.abort(reason), 50);
    await expect(running).rejects.toBe(reason);
  });
});
