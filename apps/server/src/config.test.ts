import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDurationSeconds } from './config.js';

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('has working defaults for the embedded set-up', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.sessionTtlSeconds).toBe(86_400);
  });

  it('names the variable and the value at fault', () => {
    expect(problemsOf({ PORT: 'abc' })[0]).toMatch(/^PORT: .*'abc'/);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT:/);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })[0]).toMatch(/^DATABASE_URL: must be a postgres/);
    expect(problemsOf({ JWT_SECRET: 'short' })[0]).toMatch(/^JWT_SECRET: must be at least 32/);
    expect(problemsOf({ LOG_LEVEL: 'loud' })[0]).toMatch(/^LOG_LEVEL:/);
    expect(problemsOf({ SESSION_TIMEOUT: 'forever' })[0]).toMatch(/^SESSION_TIMEOUT:/);
    expect(problemsOf({ TRUST_PROXY: 'maybe' })[0]).toMatch(/^TRUST_PROXY:/);
  });

  it('believes X-Forwarded-For only from proxies named by address or counted, never from everyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(problemsOf({ TRUST_PROXY: 'true' })[0]).toMatch(/^TRUST_PROXY: must be the proxies’ addresses/);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.300' })[0]).toMatch(/^TRUST_PROXY:/);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })[0]).toMatch(/^TRUST_PROXY:/);
  });

  it('never prints secrets in its messages', () => {
    expect(problemsOf({ JWT_SECRET: 'hunter2' })[0]).not.toContain('hunter2');
    expect(problemsOf({ DATABASE_URL: 'mysql://user:pw@host/db' })[0]).not.toContain('pw@');
  });

  it('reads the master keys from ENCRYPTION_KEYS or a key file, and wants them given with PostgreSQL in production', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ ENCRYPTION_KEYS: `1:${key},2:${key}` }).encryptionKeys.inline).toBe(
      `1:${key},2:${key}`,
    );
    expect(loadConfig({ DATA_DIR: '/srv/portal' }).encryptionKeys.file).toBe('/srv/portal/keys/master.keys');
    expect(loadConfig({ ENCRYPTION_KEY_FILE: '/etc/portal/keys' }).encryptionKeys.file).toBe(
      '/etc/portal/keys',
    );
    const short = problemsOf({ ENCRYPTION_KEYS: `1:${Buffer.alloc(16).toString('base64')}` });
    expect(short[0]).toMatch(/^ENCRYPTION_KEYS: each key must be version:base64 of 32 bytes/);
    expect(problemsOf({ ENCRYPTION_KEYS: `1:${key},1:${key}` })[0]).toMatch(/version 1 is given twice/);
    // The key itself is never printed.
    expect(problemsOf({ ENCRYPTION_KEYS: `x:${key}` }).join()).not.toContain(key);
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/portal' };
    expect(problemsOf(production)[0]).toMatch(/^ENCRYPTION_KEYS: required with DATABASE_URL in production/);
    expect(problemsOf({ ...production, ENCRYPTION_KEY_FILE: '/etc/portal/keys' })).toEqual([]);
  });

  it('lists every bad variable at once', () => {
    expect(problemsOf({ PORT: 'x', LOG_LEVEL: 'y' })).toHaveLength(2);
  });

  it('uses object storage for files only when S3_BUCKET is set, and checks the S3 settings together', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'firm-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: '/portal/',
      }).s3,
    ).toEqual({
      bucket: 'firm-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'portal',
    });
    // AWS itself: virtual-hosted style and the SDK's own credential chain.
    expect(loadConfig({ S3_BUCKET: 'firm-files', S3_REGION: 'ap-east-1' }).s3).toMatchObject({
      region: 'ap-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })[0]).toMatch(/^S3_BUCKET: required/);
    expect(problemsOf({ S3_BUCKET: 'firm-files', S3_ACCESS_KEY_ID: 'key' })[0]).toMatch(
      /set both or neither/,
    );
    expect(problemsOf({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'do-not-print' }).join()).not.toContain(
      'do-not-print',
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});

describe('parseDurationSeconds', () => {
  it("reads the spec's '1 days' and common forms", () => {
    expect(parseDurationSeconds('1 days')).toBe(86_400);
    expect(parseDurationSeconds('12h')).toBe(43_200);
    expect(parseDurationSeconds('15m')).toBe(900);
    expect(parseDurationSeconds('30')).toBe(30);
    expect(parseDurationSeconds('0 days')).toBeNull();
    expect(parseDurationSeconds('soon')).toBeNull();
  });
});
