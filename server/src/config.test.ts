import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to the embedded mode on port 3000 with ./data', () => {
    const config = loadConfig({ INIT_CWD: '/srv/atelier' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('/srv/atelier', 'data'));
    expect(config.isProduction).toBe(false);
  });

  it('names every invalid setting', () => {
    expect(() => loadConfig({ PORT: 'abc', ADMIN_PASSWORD: 'short' })).toThrow(/PORT[\s\S]*ADMIN_PASSWORD/);
  });

  it('reads TRUST_PROXY as trusted hops or proxy ranges, never as "trust every hop"', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({}).isBehindProxy).toBe(false);
    // 'true' is one load balancer: the client is the last address it appended, not the first one sent.
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.4']);
    expect(loadConfig({ TRUST_PROXY: '2' }).isBehindProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the S3 path-style flag as a boolean', () => {
    expect(loadConfig({ S3_FORCE_PATH_STYLE: 'true' }).S3_FORCE_PATH_STYLE).toBe(true);
  });

  it('reads CORS_ORIGINS as an exact allow-list and refuses a wildcard or a path', () => {
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://App.example.com, http://localhost:5173' }).CORS_ORIGINS).toEqual([
      'https://app.example.com',
      'http://localhost:5173',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://*.example.com' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://example.com/app' })).toThrow(/CORS_ORIGINS/);
  });
});
