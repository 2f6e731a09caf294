import { startSandbox } from './server.js';
import type { WorldOptions } from './world.js';

/**
 * `npm start -w sandbox/ad-networks`: the sandbox ad networks on PORT (default 4010) at 127.0.0.1.
 * Prints one JSON line `{"sandbox":"ready","url":…}` once listening (the server's embedded mode and
 * the process tests wait for it).
 */
const world: WorldOptions = process.env.SANDBOX_WORLD ? (JSON.parse(process.env.SANDBOX_WORLD) as WorldOptions) : {};
if (process.env.SANDBOX_SEED) world.seed = Number(process.env.SANDBOX_SEED);

const sandbox = await startSandbox({
  port: Number(process.env.PORT ?? 4010),
  host: process.env.HOST ?? '127.0.0.1',
  world,
  credentials: {
    ...(process.env.SANDBOX_META_TOKEN ? { metaAccessToken: process.env.SANDBOX_META_TOKEN } : {}),
    ...(process.env.SANDBOX_APPLOVIN_KEY ? { appLovinApiKey: process.env.SANDBOX_APPLOVIN_KEY } : {}),
    ...(process.env.SANDBOX_APPLOVIN_REPORT_KEY ? { appLovinReportKey: process.env.SANDBOX_APPLOVIN_REPORT_KEY } : {}),
  },
  throttleEvery: process.env.SANDBOX_THROTTLE_EVERY ? Number(process.env.SANDBOX_THROTTLE_EVERY) : undefined,
  metaCallsPerHour: process.env.SANDBOX_META_CALLS_PER_HOUR ? Number(process.env.SANDBOX_META_CALLS_PER_HOUR) : undefined,
  metaBlockMinutes: process.env.SANDBOX_META_BLOCK_MINUTES ? Number(process.env.SANDBOX_META_BLOCK_MINUTES) : undefined,
  appLovinCallsPerMinute: process.env.SANDBOX_APPLOVIN_CALLS_PER_MINUTE ? Number(process.env.SANDBOX_APPLOVIN_CALLS_PER_MINUTE) : undefined,
});
process.stdout.write(`${JSON.stringify({ sandbox: 'ready', url: sandbox.url })}\n`);

const stop = () => {
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Started as a child of the Atelier server: end with it.
process.on('disconnect', stop);
