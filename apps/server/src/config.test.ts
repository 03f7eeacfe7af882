import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeConfig, readEnv } from './config';

describe('readEnv', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = readEnv({});
    expect(config).toMatchObject({
      env: 'development',
      port: 8080,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      publicUrl: 'http://localhost:8080',
      defaultCountry: 'US',
      trustProxy: false,
    });
  });

  it('treats empty strings as unset', () => {
    expect(readEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('stops with a message that names every bad variable', () => {
    let error: unknown;
    try {
      readEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        TRUST_PROXY: 'maybe',
        DEFAULT_COUNTRY: 'Germany',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'TRUST_PROXY', 'DEFAULT_COUNTRY'])
      expect(message).toContain(name);
    expect(message).toContain('must be a postgres:// or postgresql:// URL');
  });

  it('keeps uploads on disk by default, in an S3-compatible store with S3_BUCKET', () => {
    expect(readEnv({}).s3).toBeUndefined();
    expect(
      readEnv({
        S3_BUCKET: 'mingle-media',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'mingle-media',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: '',
    });
    // On AWS itself: virtual-hosted addressing and the SDK's own credentials (instance role, environment).
    expect(readEnv({ S3_BUCKET: 'mingle-media', S3_REGION: 'eu-west-1' }).s3).toMatchObject({
      endpoint: undefined,
      region: 'eu-west-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(() => readEnv({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET: required/);
    expect(() => readEnv({ S3_BUCKET: 'mingle-media', S3_ACCESS_KEY_ID: 'key' })).toThrow(/give both/);
    expect(() => readEnv({ S3_BUCKET: 'mingle-media', S3_PREFIX: 'no-slash' })).toThrow(/S3_PREFIX/);
  });

  it('runs several workers only on PostgreSQL and Redis', () => {
    expect(readEnv({}).workers).toBe(1);
    expect(() => readEnv({ WORKERS: '2' })).toThrow(/WORKERS: more than one worker needs DATABASE_URL/);
    expect(() => readEnv({ WORKERS: '2', DATABASE_URL: 'postgres://db/mingle' })).toThrow(/WORKERS/);
    expect(
      readEnv({ WORKERS: '4', DATABASE_URL: 'postgres://db/mingle', REDIS_URL: 'redis://cache:6379' })
        .workers,
    ).toBe(4);
  });

  it("takes the crash test's kill switch outside production only, and only a known crash point", () => {
    expect(readEnv({ NODE_ENV: 'test', CRASH_AT: 'purchase:credited' }).crashAt).toBe('purchase:credited');
    expect(readEnv({}).crashAt).toBeUndefined();
    expect(() => readEnv({ NODE_ENV: 'production', CRASH_AT: 'purchase:credited' })).toThrow(
      /CRASH_AT: a crash test switch, not allowed in production/,
    );
    expect(() => readEnv({ CRASH_AT: 'somewhere' })).toThrow(ConfigError);
  });

  it('hides credentials when the config is described for the log', () => {
    const config = readEnv({
      DATABASE_URL: 'postgres://app:s3cret@db:5432/mingle',
      REDIS_URL: 'redis://:pw@cache:6379',
      SMTP_URL: 'smtps://mailer:m41lpass@smtp.example.com:465',
    });
    const text = JSON.stringify(describeConfig(config));
    expect(text).not.toContain('s3cret');
    expect(text).not.toContain(':pw@');
    expect(text).not.toContain('m41lpass');
    expect(text).toContain('postgres://***@db:5432/mingle');
  });
});
