import { describe, expect, it } from 'vitest';
import { interpretAppLovinReport } from './metrics-sync.js';

/** AppLovin's Reporting API answers (support.axon.ai …/reporting-api), read by the metrics sync. */

const answer = (status: number, headers: Record<string, string> = {}) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: '',
  headers: new Headers(headers),
});
const alError = (code: string, message: string) => ({ 'x-al-error-code': code, 'x-al-error-message': message });

describe('AppLovin reporting answers', () => {
  it('reads a report, and a refused Report Key as refused credentials naming the right key', () => {
    expect(interpretAppLovinReport(answer(200), { code: 200, count: 0, results: [] })).toEqual({ kind: 'ok' });
    const refused = interpretAppLovinReport(answer(401, alError('UNAUTHORIZED', 'Invalid api_key')), null);
    expect(refused).toMatchObject({ kind: 'credentials' });
    expect((refused as { message: string }).message).toMatch(/Report Key .*not the Campaign Management key/);
    expect(interpretAppLovinReport(answer(400, alError('BAD_REQUEST', 'start must be within the last 45 days.')), null)).toEqual({
      kind: 'error',
      message: 'AppLovin refused the report (400): start must be within the last 45 days.',
      isTransient: false,
    });
  });
});
