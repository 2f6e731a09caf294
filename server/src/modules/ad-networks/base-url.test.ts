import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { checkBaseUrlHost } from './base-url.js';

describe("an ad account's base URL", () => {
  const config = loadConfig({});

  it("is refused off the network's own API host unless the server allows custom hosts", () => {
    expect(checkBaseUrlHost(config, 'meta', 'https://graph.facebook.com/v22.0')).toBeNull();
    expect(checkBaseUrlHost(config, 'applovin', 'https://api.ads.axon.ai/manage/v1')).toBeNull();
    for (const url of [
      'https://evil.example/v21.0',
      'http://graph.facebook.com/v21.0',
      'https://graph.facebook.com.evil.example/',
      'http://127.0.0.1:8080/meta',
    ]) {
      expect(checkBaseUrlHost(config, 'meta', url), url).toBe(
        "The base URL must be on the network's own API (https://graph.facebook.com); another host is allowed only by the server's configuration.",
      );
    }
    expect(checkBaseUrlHost(config, 'applovin', 'https://graph.facebook.com/v21.0')).toMatch(/https:\/\/api\.ads\.axon\.ai/);
    expect(checkBaseUrlHost(loadConfig({ AD_NETWORK_ALLOW_CUSTOM_HOSTS: 'true' }), 'meta', 'https://evil.example/v21.0')).toBeNull();
  });

  it("may point at the operator's configured base URL and the sandbox this process started", () => {
    const operated = loadConfig({ META_API_BASE_URL: 'https://meta-proxy.internal.example/v21.0' });
    operated.sandboxOrigins.push('http://127.0.0.1:4123');
    expect(checkBaseUrlHost(operated, 'meta', 'https://meta-proxy.internal.example/v22.0')).toBeNull();
    expect(checkBaseUrlHost(operated, 'meta', 'http://127.0.0.1:4123/meta/v21.0')).toBeNull();
    expect(checkBaseUrlHost(operated, 'meta', 'http://127.0.0.1:4124/meta/v21.0')).not.toBeNull();
  });

  it('needs the setting for tests only: both outbound settings are refused in production', () => {
    for (const name of ['OUTBOUND_ALLOW_PRIVATE_ADDRESSES', 'AD_NETWORK_ALLOW_CUSTOM_HOSTS']) {
      expect(() => loadConfig({ NODE_ENV: 'production', [name]: 'true' }), name).toThrow(`${name}: only for tests and the sandbox`);
    }
    expect(() => loadConfig({ REPORT_CHECK_PRIVATE_ADDRESSES: 'true' })).toThrow(/replaced by OUTBOUND_ALLOW_PRIVATE_ADDRESSES/);
  });
});
