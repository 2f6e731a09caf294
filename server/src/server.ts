import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { GRAPHQL_MODULES } from './schema/schema.js';
import { buildApp, type AppState } from './http/app.js';
import { checkMediaTools, setMediaToolLimits } from './media/tools.js';
import { startJobs } from './jobs/run.js';
import { isSandboxAvailable, startSandboxProcess, type SandboxProcess } from './modules/ad-networks/index.js';
import { loadSigningSecret } from './modules/auth/index.js';
import { ensureAdministrator } from './modules/tenancy/index.js';
import { syncReferenceData } from './seed/reference-data.js';
import { remeasureAdCopies } from './modules/ad-copy/index.js';
import { DEMO_CLIENT, DEMO_PASSWORD, DEMO_USERS, hasDemoData, seedDemo } from './seed/demo.js';
import { refreshDemoSandboxAccounts, seedDemoAdNetworks } from './seed/demo-ad-networks.js';
import { seedDemoCurrencies } from './seed/demo-currencies.js';
import { seedDemoReview } from './seed/demo-review.js';

/** The share of SHUTDOWN_GRACE_SECONDS that running jobs get when the server stops. */
const JOBS_SHARE_OF_GRACE = 0.7;

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  url: string;
  /** What to print about the demo sign-in, if anything (generated passwords are printed once). */
  demoSignIn: string | null;
  close(): Promise<void>;
}

/**
 * Starts one instance: listens at once (so /healthz can say 'starting'), migrates, syncs reference
 * data, creates the administrator, seeds the demo on the embedded default's first start, then
 * reports ready.
 */
export async function startServer(config: AppConfig): Promise<RunningServer> {
  const state: AppState = { isReady: false };
  const bootLogger = (await import('pino')).pino({ level: config.LOG_LEVEL });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
    logger: bootLogger,
  });
  setMediaToolLimits({ timeoutMs: config.MEDIA_TOOL_TIMEOUT_SECONDS * 1000, memoryBytes: config.MEDIA_TOOL_MEMORY_MB * 1024 * 1024 });
  const app = await buildApp(config, database, state);
  void reportMediaTools(app);
  const address = await app.listen({ port: config.PORT, host: config.HOST });

  let demoSignIn: string | null = null;
  let adSandbox: SandboxProcess | null = null;
  try {
    await database.migrate();
    await syncReferenceData(database.db);
    const remeasured = await remeasureAdCopies(database.db);
    if (remeasured) bootLogger.info({ remeasured }, 'ad copy measured again for the current length rules');
    state.signingSecret = await loadSigningSecret(database.db, config);
    await ensureAdministrator(database.db, config, bootLogger);
    // Production never gets the demo unless asked, and then never the published password.
    const shouldSeed = config.SEED_DEMO === 'true' || (config.SEED_DEMO === 'auto' && !config.DATABASE_URL && !config.isProduction);
    if (shouldSeed) {
      const { created, passwords } = await seedDemo(database.db, { withGeneratedPasswords: config.isProduction });
      if (created) app.log.info({ client: DEMO_CLIENT.code }, 'demo data created');
      // A concept waiting for approval with an image, a video and a PDF (generated files), for the
      // approval gallery. In the background: generating the files must not delay the start.
      if (created)
        void seedDemoReview({ db: database.db, storage: state.storage! }).catch((error: unknown) =>
          app.log.warn({ err: error }, 'demo review concept not created'),
        );
      if (created && config.isProduction) demoSignIn = describeGeneratedDemoPasswords(passwords);
    }
    // The sandbox ad networks (a stand-in for Meta and AppLovin) for the demo's synced accounts.
    const wantsSandbox = config.AD_SANDBOX === 'true' || (config.AD_SANDBOX === 'auto' && shouldSeed && !config.isProduction);
    if (wantsSandbox && isSandboxAvailable()) {
      adSandbox = await startSandboxProcess();
      // The sandbox listens on 127.0.0.1 by design: its origin alone passes the outbound door's
      // private-address check and the ad accounts' host rule, nothing else on loopback does.
      config.sandboxOrigins.push(new URL(adSandbox.url).origin);
      await refreshDemoSandboxAccounts(database.db, adSandbox.url, () => state.signingSecret!);
      const seeded = await seedDemoAdNetworks({
        db: database.db,
        storage: state.storage!,
        config,
        getSigningSecret: () => state.signingSecret!,
        log: app.log,
        sandboxUrl: adSandbox.url,
      });
      if (seeded.accounts > 0) app.log.info({ sandbox: adSandbox.url, ...seeded }, 'demo ad accounts synced from the sandbox ad networks');
    }
    // The demo's EUR account beside the sandbox's USD ones, with its rates (figures follow today).
    if (shouldSeed) await seedDemoCurrencies(database.db);
    if (!config.isProduction && (await hasDemoData(database.db))) demoSignIn = describeDemoSignIn();
  } catch (error) {
    await adSandbox?.stop();
    await app.close();
    await database.close();
    throw error;
  }
  state.isReady = true;
  const worker =
    config.JOBS_ENABLED === 'true'
      ? startJobs({
          db: database.db,
          storage: state.storage!,
          config,
          log: app.log,
          registrations: GRAPHQL_MODULES.flatMap((module) => (module.jobs ? [module.jobs] : [])),
        })
      : null;

  const port = (app.server.address() as { port: number }).port;
  const url = `http://localhost:${port}`;
  app.log.info({ address }, 'ready');
  return {
    app,
    database,
    url,
    demoSignIn,
    close: async () => {
      // Most of the grace period for the jobs; the rest for open requests and the database.
      await worker?.stop({ graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000 * JOBS_SHARE_OF_GRACE });
      await adSandbox?.stop();
      await app.close();
      await database.close();
    },
  };
}

/** Which ffmpeg decodes uploads, once in the log; a machine without it runs, with a warning. */
async function reportMediaTools(app: FastifyInstance) {
  const tools = await checkMediaTools();
  if (tools.isAvailable) app.log.info({ ffmpeg: tools.ffmpegVersion }, `media tools: ${tools.ffmpegVersion}`);
  else
    app.log.warn(
      { problem: tools.problem },
      'ffmpeg/ffprobe not found: videos will get no preview (install ffmpeg, or set FFMPEG_PATH and FFPROBE_PATH)',
    );
  if (!tools.hasMemoryLimit) app.log.warn('prlimit (util-linux) not found: ffmpeg runs without a memory limit');
}

function describeGeneratedDemoPasswords(passwords: Record<string, string>) {
  const lines = Object.entries(passwords).map(([email, password]) => `    ${email} / ${password}`);
  return `Demo users (generated passwords, shown only now):\n${lines.join('\n')}`;
}

export function describeDemoSignIn() {
  return `Demo sign-in: ${DEMO_USERS[0].emailAddress} / ${DEMO_PASSWORD}`;
}
