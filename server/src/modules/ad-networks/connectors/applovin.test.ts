import { describe, expect, it } from 'vitest';
import { newRequestStats } from './http.js';
import { APPLOVIN_BLOCK_SECONDS, AppLovinPacer, interpretAppLovinResponse } from './applovin.js';

/** AppLovin's answers as its Campaign Management and Reporting API pages document them, read by the connector. */

const answer = (status: number, headers: Record<string, string> = {}) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: '',
  headers: new Headers(headers),
});
const alError = (code: string, message: string) => ({ 'x-al-error-code': code, 'x-al-error-message': message });

describe('AppLovin campaign management answers', () => {
  it('takes a campaign array and the creative sets grouped by campaign as answers', () => {
    expect(interpretAppLovinResponse(answer(200), [])).toEqual({ kind: 'ok' });
    expect(interpretAppLovinResponse(answer(200), { campaign_count: 1, creative_set_count: 2, campaigns: { '1': [] } })).toEqual({
      kind: 'ok',
    });
    expect(interpretAppLovinResponse(answer(200), { unexpected: true })).toMatchObject({ kind: 'error', isTransient: true });
  });

  it('takes a 429 as the documented 10-minute block, however short a Retry-After it carries', () => {
    const throttled = interpretAppLovinResponse(answer(429, alError('RATE_LIMIT_EXCEEDED', 'Too many requests')), null);
    expect(throttled).toEqual({
      kind: 'throttled',
      waitSeconds: APPLOVIN_BLOCK_SECONDS,
      message: 'AppLovin answered 429 (RATE_LIMIT_EXCEEDED): Too many requests',
    });
    expect(APPLOVIN_BLOCK_SECONDS).toBe(600);
    expect(interpretAppLovinResponse(answer(429, { 'retry-after': '2' }), null)).toMatchObject({ waitSeconds: 600 });
    expect(interpretAppLovinResponse(answer(429, { 'retry-after': '900' }), null)).toMatchObject({ waitSeconds: 900 });
  });

  it('reads errors from the x-al-error headers, never from the body', () => {
    expect(interpretAppLovinResponse(answer(401, alError('UNAUTHORIZED', 'Invalid key')), { message: 'body text' })).toEqual({
      kind: 'credentials',
      message: "AppLovin refused the Campaign Management key: Invalid key. Enter the account's key again.",
    });
    expect(interpretAppLovinResponse(answer(400, alError('MISSING_IDS', 'ids is required')), { message: 'body text' })).toEqual({
      kind: 'error',
      message: 'AppLovin answered 400 (MISSING_IDS): ids is required',
      isTransient: false,
    });
    expect(interpretAppLovinResponse(answer(503), null)).toMatchObject({ kind: 'error', isTransient: true });
  });
});

describe('AppLovin pacing', () => {
  it('keeps an account below its calls per window, waiting for the window to move on', async () => {
    let now = 0;
    const slept: number[] = [];
    const pacer = new AppLovinPacer(3, 60, () => now);
    const options = {
      maxWaitSeconds: 120,
      sleep: async (ms: number) => {
        slept.push(ms);
        now += ms;
      },
    };
    const stats = newRequestStats();
    for (let call = 0; call < 3; call += 1) {
      await pacer.take('31', options, stats);
      now += 1000;
    }
    expect(slept).toEqual([]);
    // The fourth call in the minute waits until the first leaves the window (60 s after it).
    await pacer.take('31', options, stats);
    expect(slept).toEqual([57_000]);
    expect(stats.waitedMs).toBe(57_000);
    // Another account has its own allowance.
    await pacer.take('32', options, stats);
    expect(slept).toHaveLength(1);
  });

  it('waits as long as the window needs rather than restarting a sync bigger than the allowance', async () => {
    let now = 0;
    const slept: number[] = [];
    const pacer = new AppLovinPacer(2, 60, () => now);
    const options = {
      maxWaitSeconds: 20,
      sleep: async (ms: number) => {
        slept.push(ms);
        now += ms;
      },
    };
    const stats = newRequestStats();
    for (let call = 0; call < 5; call += 1) await pacer.take('31', options, stats);
    // Two calls a window: the third and the fifth wait a whole window each, longer than maxWaitSeconds.
    expect(slept).toEqual([60_000, 60_000]);
  });
});
