import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { SESSION_TIMEOUT_DEFAULT } from '@portal/domain';
import { parseMasterKeys, type TMasterKeySource } from './modules/keys/master-keys.js';

/** Parses durations like '1 days', '15m', '900s', '2 hours' into seconds. */
export function parseDurationSeconds(value: string): number | null {
  const match = /^\s*(\d+)\s*(s|sec|secs|seconds?|m|min|mins|minutes?|h|hours?|d|days?)?\s*$/i.exec(value);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = (match[2] ?? 's').toLowerCase();
  const factor = unit.startsWith('d') ? 86_400 : unit.startsWith('h') ? 3_600 : unit.startsWith('m') ? 60 : 1;
  return amount > 0 ? amount * factor : null;
}

/** An IPv4 or IPv6 address, optionally with a /prefix (a network), or a name proxy-addr knows. */
function isProxyAddress(text: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(text)) return true;
  const [address, prefix, extra] = text.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZEnv = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  ANSWER_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  DATA_DIR: z.string().min(1).default('./data'),
  FILES_DIR: z.string().min(1).optional(),
  // S3-compatible object storage (DESIGN §2): set S3_BUCKET to use it instead of the disk.
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9/_-]*$/, 'letters, digits, /, _ and - only')
    .default(''),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TIMEOUT: z
    .string()
    .default(SESSION_TIMEOUT_DEFAULT)
    .refine((v) => parseDurationSeconds(v) !== null, "must be a duration such as '1 days' or '12h'"),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): false | number | string[] => {
      const text = v.trim();
      if (text === '' || text === 'false' || text === '0') return false;
      if (/^\d{1,2}$/.test(text)) return Number(text);
      const addresses = text.split(',').map((a) => a.trim());
      if (addresses.every((a) => isProxyAddress(a))) return addresses;
      ctx.addIssue({
        code: 'custom',
        message:
          'must be the proxies’ addresses or networks (e.g. 10.0.0.5,10.1.0.0/16) or how many proxies stand in front (e.g. 1); ' +
          '"true" would let anyone set their address with X-Forwarded-For',
      });
      return z.NEVER;
    }),
  NAME_SEARCH_ENABLED: booleanFromEnv.default(true),
  SUPPORT_EMAIL: z.email().default('support@portal.example'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  WEB_DIST_DIR: z.string().optional(),
  // Master keys for the encryption of identity data at rest (ADR 0031): `version:base64,…`, or a file.
  ENCRYPTION_KEYS: z.string().optional(),
  ENCRYPTION_KEY_FILE: z.string().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Company Secretarial Portal <no-reply@portal.example>'),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  RECOGNITION_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  // Card payments through Stripe (issue 21, ADR 0026): all three, or none (then cards are not offered).
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+(,whsec_\w+)*$/, 'must be webhook signing secrets (whsec_…), separated by commas')
    .optional(),
  // Where the SDK sends Stripe's API calls: Stripe itself unless set (tests point it at a local fake).
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Where the payment screens load Stripe.js from: Stripe itself unless set (browser tests use a fake).
  STRIPE_JS_URL: z.url({ protocol: /^https?$/ }).default('https://js.stripe.com/clover/stripe.js'),
});

export interface TConfig {
  env: 'production' | 'development' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Megabytes of the lists' answers each copy keeps (plugins/answer-cache.ts); 0 keeps none. */
  answerCacheMb: number;
  dataDir: string;
  /** Where uploaded files' bytes are kept (the disk store): FILES_DIR, else DATA_DIR/files. */
  filesDir: string;
  /** Object storage for files' bytes instead of the disk, when S3_BUCKET is set. */
  s3: TS3Config | undefined;
  jwtSecret: string | undefined;
  /** Where the master keys come from (modules/keys/master-keys.ts). */
  encryptionKeys: TMasterKeySource;
  sessionTtlSeconds: number;
  logLevel: string;
  /**
   * Whose X-Forwarded-For to believe: false (nobody; the socket's address counts), the number of
   * proxies in front, or their addresses and networks. Never everyone (issue 24 point 10).
   */
  trustProxy: false | number | string[];
  nameSearchEnabled: boolean;
  supportEmail: string;
  shutdownTimeoutMs: number;
  /** After SIGTERM, requests are still served this long (readiness already says no) before closing. */
  shutdownGraceMs: number;
  webDistDir: string | undefined;
  /** Where users reach the portal, for links in mails. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  jobsPollMs: number;
  /** Worker threads reading company forms at once; each OCRs with two tesseract workers. */
  recognitionThreads: number;
  /** Card payments through Stripe; undefined: not offered. */
  stripe: TStripeConfig | undefined;
}

export interface TStripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Stripe's API (https://api.stripe.com) unless a local fake answers for it in tests. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
  /** Stripe.js, loaded by the payment screens alone (their CSP allows its origin; no other page's does). */
  jsUrl: string;
}

export interface TS3Config {
  bucket: string;
  /** A non-AWS service (MinIO, Ceph, R2, a test server); AWS itself when unset. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; neither means the SDK's own chain (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Keys go under this prefix, so one bucket can serve several deployments. */
  prefix: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const SECRETS = new Set([
  'JWT_SECRET',
  'DATABASE_URL',
  'ENCRYPTION_KEYS',
  'SMTP_URL',
  'S3_SECRET_ACCESS_KEY',
  'S3_ACCESS_KEY_ID',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
]);

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

function stripeConfig(e: z.infer<typeof ZEnv>): TStripeConfig | undefined {
  const set = STRIPE_KEYS.filter((key) => e[key]);
  if (set.length === 0) return undefined;
  if (set.length < STRIPE_KEYS.length)
    throw new ConfigError(
      STRIPE_KEYS.filter((key) => !e[key]).map((key) => `${key}: required when ${set.join(', ')} is set`),
    );
  const url = e.STRIPE_API_URL ? new URL(e.STRIPE_API_URL) : undefined;
  const protocol = url?.protocol === 'http:' ? 'http' : 'https';
  return {
    secretKey: e.STRIPE_SECRET_KEY ?? '',
    publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '',
    webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
    api: url
      ? { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol }
      : undefined,
    jsUrl: e.STRIPE_JS_URL,
  };
}

function encryptionKeys(e: z.infer<typeof ZEnv>): TMasterKeySource {
  if (e.ENCRYPTION_KEYS) {
    try {
      parseMasterKeys(e.ENCRYPTION_KEYS, 'ENCRYPTION_KEYS');
    } catch (error) {
      throw new ConfigError([(error as Error).message]);
    }
  }
  // Copies of the server on one PostgreSQL database must share the keys: a key file each would make
  // keys the others cannot open.
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.ENCRYPTION_KEYS && !e.ENCRYPTION_KEY_FILE) {
    throw new ConfigError([
      'ENCRYPTION_KEYS: required with DATABASE_URL in production (or ENCRYPTION_KEY_FILE); every server copy needs the same master keys',
    ]);
  }
  return {
    inline: e.ENCRYPTION_KEYS,
    file: path.resolve(e.ENCRYPTION_KEY_FILE ?? path.join(e.DATA_DIR, 'keys', 'master.keys')),
  };
}

function s3Config(e: z.infer<typeof ZEnv>): TS3Config | undefined {
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => e[k]);
    if (stray.length) throw new ConfigError([`S3_BUCKET: required when ${stray.join(', ')} is set`]);
    return undefined;
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither']);
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Most self-hosted services only answer path-style requests.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    prefix: e.S3_PREFIX.replace(/^\/+|\/+$/g, ''),
  };
}

/** Reads and checks the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  // An empty variable counts as unset, as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      const raw = cleaned[name];
      const secret = SECRETS.has(name);
      const shown = secret ? '' : raw ? ` (got '${raw}')` : '';
      return `${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    answerCacheMb: e.ANSWER_CACHE_MB,
    dataDir: path.resolve(e.DATA_DIR),
    filesDir: path.resolve(e.FILES_DIR ?? path.join(e.DATA_DIR, 'files')),
    s3: s3Config(e),
    jwtSecret: e.JWT_SECRET,
    encryptionKeys: encryptionKeys(e),
    sessionTtlSeconds: parseDurationSeconds(e.SESSION_TIMEOUT) ?? 86_400,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    nameSearchEnabled: e.NAME_SEARCH_ENABLED,
    supportEmail: e.SUPPORT_EMAIL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jobsPollMs: e.JOBS_POLL_MS,
    recognitionThreads: e.RECOGNITION_THREADS,
    stripe: stripeConfig(e),
  };
}
