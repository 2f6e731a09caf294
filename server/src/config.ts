import path from 'node:path';
import { MIN_PASSWORD_LENGTH } from '@atelier/domain';
import { z } from 'zod';

/**
 * All runtime configuration comes from the environment, parsed once at start.
 * Defaults give the embedded single-process mode (PGlite + local disk).
 */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  ADMIN_EMAIL: z.string().email().default('admin@atelier.local'),
  ADMIN_PASSWORD: z.string().min(MIN_PASSWORD_LENGTH).optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(24 * 14),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  /**
   * Which proxies' X-Forwarded-* headers to believe: 'false' (none), a number of hops (the client is
   * the address that many entries from the right of X-Forwarded-For; 'true' is one hop, one load
   * balancer), or comma-separated addresses and CIDR ranges of the proxies. Entries a client wrote
   * itself, left of the trusted hops, are never taken as its address.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context): false | number | string[] => {
      const text = value.trim().toLowerCase();
      if (text === 'false' || text === '' || text === '0') return false;
      if (text === 'true') return 1;
      if (/^\d+$/.test(text)) return Number(text);
      const ranges = text
        .split(',')
        .map((range) => range.trim())
        .filter(Boolean);
      const isRange = (range: string) => /^[0-9a-f.:]+(\/\d{1,3})?$/.test(range);
      if (ranges.length > 0 && ranges.every(isRange)) return ranges;
      context.addIssue({
        code: 'custom',
        message: "'false', 'true' (one hop), a hop count, or proxy addresses/CIDR ranges separated by commas",
      });
      return z.NEVER;
    }),
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  SIGN_IN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Sign-in attempts one address may make per SIGN_IN_LOCK_MINUTES (successes are given back). */
  SIGN_IN_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  /**
   * Origins (scheme://host[:port], comma-separated) allowed to call the API from another origin with
   * the user's cookie. Empty by default: the API is same-origin. Never a wildcard.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'each origin must be scheme://host[:port], without a wildcard or a path')
          .transform((origin) => origin.toLowerCase()),
      ),
    ),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  /** Largest file one upload may hold, in megabytes (1,000,000 bytes). */
  UPLOAD_MAX_FILE_SIZE_MB: z.coerce.number().int().min(1).default(5000),
  /** Most files one drop or selection may hold. */
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1).default(100),
  /** Bytes per upload part the server asks browsers for (parts are sent 5 at a time by default). */
  UPLOAD_PART_SIZE_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(100 * 1024 * 1024)
    .default(40_000_000),
  /** Parts a browser sends at once. */
  UPLOAD_PART_CONCURRENCY: z.coerce.number().int().min(1).max(20).default(5),
  /** A part that makes no progress for this long is aborted and sent once more (spec 2 §9: 120 s). */
  UPLOAD_PART_STALL_SECONDS: z.coerce.number().int().min(1).default(120),
  /** Unfinished uploads older than this are aborted and their parts removed. */
  UPLOAD_SESSION_MAX_AGE_HOURS: z.coerce.number().min(0.01).default(24),
  /** Lifetime of signed part-upload and download URLs. */
  SIGNED_URL_TTL_SECONDS: z.coerce.number().int().min(10).default(900),
  /** A query text runs compiled (graphql-jit) once it has run this many times; 0 compiles on first use. */
  GRAPHQL_COMPILE_AFTER: z.coerce.number().int().min(0).default(1),
  /**
   * Query cost (rows, see graphql/query-cost.ts) one user (all their sessions) or signed-out address
   * may spend per minute on one instance; at least the largest single request (60,000).
   */
  REQUEST_BUDGET_PER_MINUTE: z.coerce.number().int().min(60_000).default(1_000_000),
  /**
   * Heavy requests (cost 10,000 or more: whole asset or action-item lists, exports) one user or
   * signed-out address may have running at once on one instance; more get 429 with Retry-After.
   */
  HEAVY_REQUESTS_AT_ONCE: z.coerce.number().int().min(1).default(2),
  /** Tracking rows (what users open and do) older than this are removed by the periodic cleanup. */
  TRACKING_RETENTION_DAYS: z.coerce.number().int().min(1).default(400),
  /** How often each instance offers the approval-stage deadline check (reminders and overdue notices); tests shorten it. */
  REVIEW_DEADLINE_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** SMTP server for notification e-mails, e.g. smtp://user:pass@mail.example.com:587; unset: in-app notifications only. */
  SMTP_URL: z.string().url().optional(),
  /** The From address of notification e-mails, e.g. "Atelier <atelier@example.com>" (e-mail needs it too). */
  MAIL_FROM: z.string().min(3).optional(),
  /** The address users open the app at, for links in e-mails (default http://localhost:PORT). */
  PUBLIC_URL: z.string().url().optional(),
  /** ffmpeg and ffprobe (a maintained build, e.g. Debian's); default: found on PATH. Read by media/tools.ts. */
  FFMPEG_PATH: z.string().min(1).optional(),
  FFPROBE_PATH: z.string().min(1).optional(),
  /** Each ffmpeg/ffprobe run on an uploaded file is killed after this long. */
  MEDIA_TOOL_TIMEOUT_SECONDS: z.coerce.number().min(0.01).default(60),
  /** The address space each ffmpeg/ffprobe run may use (through prlimit, where installed). */
  MEDIA_TOOL_MEMORY_MB: z.coerce.number().int().min(256).default(2048),
  /** Run background jobs (media processing, cleanup) in this process. */
  JOBS_ENABLED: z.enum(['true', 'false']).default('true'),
  /**
   * How long a stop (SIGTERM, SIGINT) may take: running jobs get most of it to finish, then they are
   * interrupted and given back to the queue; the process exits when it ends, whatever is still
   * running. Below the 10 s an orchestrator usually waits before it kills.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(1).max(600).default(8),
  /** Default base URL of the Meta Marketing API connector (an account's own base URL wins). */
  META_API_BASE_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  /** Default base URL of the AppLovin campaign management API connector. */
  APPLOVIN_API_BASE_URL: z.string().url().default('https://api.ads.axon.ai/manage/v1'),
  /**
   * The sandbox ad networks (sandbox/ad-networks) as a child process on 127.0.0.1, for the demo's
   * synced account: 'auto' starts it when the demo is seeded in the embedded mode; 'false' never.
   */
  AD_SANDBOX: z.enum(['auto', 'true', 'false']).default('auto'),
  /**
   * Let outbound HTTP (ad-network connectors, creative downloads, the report reachability check)
   * call loopback, private, link-local and other special-purpose addresses. For tests and the
   * sandbox ad networks on 127.0.0.1; never in production: it would let anyone who can set a URL
   * reach the server's own network and the cloud metadata service.
   */
  OUTBOUND_ALLOW_PRIVATE_ADDRESSES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Let an ad account's base URL point at a host other than its network's own (graph.facebook.com,
   * the AppLovin API host, or META_API_BASE_URL / APPLOVIN_API_BASE_URL): for the sandbox ad
   * networks and tests; never in production.
   */
  AD_NETWORK_ALLOW_CUSTOM_HOSTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type AppConfig = ReturnType<typeof loadConfig>;

export function loadConfig(environment: NodeJS.ProcessEnv = process.env) {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  if (environment.REPORT_CHECK_PRIVATE_ADDRESSES !== undefined) {
    throw new Error(
      'Invalid configuration:\n  REPORT_CHECK_PRIVATE_ADDRESSES: replaced by OUTBOUND_ALLOW_PRIVATE_ADDRESSES, which covers every outbound call',
    );
  }
  for (const name of ['OUTBOUND_ALLOW_PRIVATE_ADDRESSES', 'AD_NETWORK_ALLOW_CUSTOM_HOSTS'] as const) {
    if (values[name] && values.NODE_ENV === 'production') {
      throw new Error(`Invalid configuration:\n  ${name}: only for tests and the sandbox, never with NODE_ENV=production`);
    }
  }
  // npm runs workspace scripts inside the workspace folder; INIT_CWD is where the user typed the command.
  const dataDir = path.resolve(environment.INIT_CWD ?? process.cwd(), values.DATA_DIR);
  return {
    ...values,
    isProduction: values.NODE_ENV === 'production',
    /**
     * Origins of the sandbox ad networks this process started (on 127.0.0.1 by design): outbound
     * calls may reach them and ad accounts may point at them. Filled at start, empty otherwise.
     */
    sandboxOrigins: [] as string[],
    isBehindProxy: values.TRUST_PROXY !== false,
    dataDir,
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}
