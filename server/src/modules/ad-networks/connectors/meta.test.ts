import { describe, expect, it } from 'vitest';
import { HTTP_DEFAULTS, MAX_STATED_WAIT_SECONDS } from './http.js';
import { interpretMetaResponse, isMetaThrottleCode, readMetaUsage } from './meta.js';

/** Meta's answers as its Graph API and Marketing API pages document them, read by the connector. */

const answer = (status: number, headers: Record<string, string> = {}) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: '',
  headers: new Headers(headers),
});
const error = (code: number, subcode?: number, message = 'Message describing the error') => ({
  error: { message, type: 'OAuthException', code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: 'EJplcsCHuLu' },
});
const buc = (entries: Record<string, unknown>[]) => JSON.stringify({ '66782684': entries });

describe('Meta answers', () => {
  it('reads usage from every header Meta sends: the highest percentage and the longest stated wait', () => {
    expect(readMetaUsage(new Headers())).toBeNull();
    expect(
      readMetaUsage(
        new Headers({
          'x-business-use-case-usage': buc([
            { type: 'ads_management', call_count: 95, total_cputime: 20, total_time: 20, estimated_time_to_regain_access: 0 },
            { type: 'ads_insights', call_count: 12, total_cputime: 97, total_time: 40, estimated_time_to_regain_access: 19 },
          ]),
          'x-ad-account-usage': JSON.stringify({ acc_id_util_pct: 9.67, reset_time_duration: 100, ads_api_access_tier: 'standard_access' }),
          'x-app-usage': JSON.stringify({ call_count: 28, total_time: 25, total_cputime: 25 }),
        }),
      ),
    ).toEqual({ percent: 97, regainSeconds: 19 * 60, resetSeconds: 100 });
    // A header that is not JSON is no usage, not a failure.
    expect(readMetaUsage(new Headers({ 'x-app-usage': 'not json' }))).toBeNull();
  });

  it('treats the documented rate-limit codes as throttling, with the wait Meta states in minutes', () => {
    for (const code of [4, 17, 32, 613, 80000, 80003, 80004, 80014]) expect(isMetaThrottleCode(code), String(code)).toBe(true);
    for (const code of [1, 2, 100, 190, 79999, 80015]) expect(isMetaThrottleCode(code), String(code)).toBe(false);
    const throttled = interpretMetaResponse(
      answer(400, { 'x-business-use-case-usage': buc([{ type: 'ads_management', call_count: 100, estimated_time_to_regain_access: 7 }]) }),
      error(80004, 2446079, 'There have been too many calls to this ad-account. Wait a bit and try again.'),
    );
    expect(throttled).toMatchObject({
      kind: 'throttled',
      waitSeconds: 420,
      message: 'Meta answered 400 (error 80004/2446079): There have been too many calls to this ad-account. Wait a bit and try again.',
    });
    // 613 without a stated wait: the connector's default applies (never an immediate retry).
    expect(interpretMetaResponse(answer(400), error(613, 1487742))).toMatchObject({ kind: 'throttled', waitSeconds: null });
    expect(HTTP_DEFAULTS.defaultThrottleSeconds).toBeGreaterThanOrEqual(60);
    expect(MAX_STATED_WAIT_SECONDS).toBe(86_400);
  });

  it('reads a refused token by its subcode, and a missing permission, as credentials to enter again', () => {
    const expired = interpretMetaResponse(answer(400), error(190, 463, 'Error validating access token: Session has expired on Tuesday.'));
    expect(expired).toEqual({
      kind: 'credentials',
      message:
        'Meta refused the access token: the access token has expired (Error validating access token: Session has expired on Tuesday). Enter a new access token for the account.',
    });
    expect(interpretMetaResponse(answer(400), error(190, 460))).toMatchObject({
      kind: 'credentials',
      message: expect.stringContaining('the password of the person whose token it is was changed'),
    });
    expect(interpretMetaResponse(answer(400), error(190))).toMatchObject({
      kind: 'credentials',
      message: expect.stringMatching(
        /^Meta refused the access token: the token is not valid \(expired, revoked or mistyped\) \(Message describing the error\)\. /,
      ),
    });
    expect(interpretMetaResponse(answer(403), error(200, undefined, '(#200) Requires ads_read permission'))).toMatchObject({
      kind: 'credentials',
      message:
        'Meta refused access to the account ((#200) Requires ads_read permission). The access token needs the ads_read permission on it.',
    });
  });

  it('keeps other errors as errors, transient when Meta says so or on a server error', () => {
    expect(interpretMetaResponse(answer(400), error(100, 33))).toMatchObject({ kind: 'error', isTransient: false });
    expect(interpretMetaResponse(answer(500), error(2))).toMatchObject({ kind: 'error', isTransient: true });
    expect(interpretMetaResponse(answer(400), { error: { ...error(1).error, is_transient: true } })).toMatchObject({
      kind: 'error',
      isTransient: true,
    });
    expect(interpretMetaResponse(answer(200), { data: [] })).toEqual({ kind: 'ok', usage: null });
  });
});
