import path from 'node:path';
import { z } from 'zod';
import { SESSION_TIMEOUT_DEFAULT } from '@portal/domain';

/** Parses durations like '1 days', '15m', '900s', '2 hours' into seconds. */
export function parseDurationSeconds(value: string): number | null {
  const match = /^\s*(\d+)\s*(s|sec|secs|seconds?|m|min|mins|minutes?|h|hours?|d|days?)?\s*$/i.exec(value);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = (match[2] ?? 's').toLowerCase();
  const factor = unit.startsWith('d') ? 86_400 : unit.startsWith('h') ? 3_600 : unit.startsWith('m') ? 60 : 1;
  return amount > 0 ? amount * factor : null;
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
  DATA_DIR: z.string().min(1).default('./data'),
  FILES_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TIMEOUT: z
    .string()
    .default(SESSION_TIMEOUT_DEFAULT)
    .refine((v) => parseDurationSeconds(v) !== null, "must be a duration such as '1 days' or '12h'"),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
  NAME_SEARCH_ENABLED: booleanFromEnv.default(true),
  SUPPORT_EMAIL: z.email().default('support@portal.example'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  WEB_DIST_DIR: z.string().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Company Secretarial Portal <no-reply@portal.example>'),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
});

export interface TConfig {
  env: 'production' | 'development' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  /** Where uploaded files' bytes are kept (the disk store): FILES_DIR, else DATA_DIR/files. */
  filesDir: string;
  jwtSecret: string | undefined;
  sessionTtlSeconds: number;
  logLevel: string;
  trustProxy: boolean;
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
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
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
      const secret = name === 'JWT_SECRET' || name === 'DATABASE_URL' || name === 'SMTP_URL';
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
    dataDir: path.resolve(e.DATA_DIR),
    filesDir: path.resolve(e.FILES_DIR ?? path.join(e.DATA_DIR, 'files')),
    jwtSecret: e.JWT_SECRET,
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
  };
}
