import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createHmac, randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import webPush from 'web-push';
import { z } from 'zod';
import { type TrustProxy, parseTrustProxy } from './trust-proxy.js';
import { DataDirError, PRIVATE_FILE_MODE, keepPrivate, prepareDataDir } from './data-dir.js';

/** Credentials of the demo admin, used only when ADMIN_PASSWORD is not set. */
export const DEMO_ADMIN = { username: 'admin', password: 'lampstand-demo' } as const;

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .optional()
  .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes'].includes(value)));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
      .optional(),
  ),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must be a redis:// URL' })
      .optional(),
  ),
  /** Names this installation's keys and channels apart from others on the same Redis. */
  REDIS_PREFIX: optionalString.pipe(
    z
      .string()
      .max(64, { error: 'must be at most 64 characters' })
      .regex(/^[A-Za-z0-9:._-]+$/, {
        error: 'may hold only letters, digits and : . _ -',
      })
      .optional(),
  ),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).default(DEMO_ADMIN.username),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  ),
  JWT_SECRET: optionalString.pipe(
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  PUBLIC_SITE_URL: optionalString.pipe(z.url({ error: 'must be a full URL' }).optional()),
  SEED_DEMO_CONTENT: booleanFlag,
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if ('value' in parsed) return parsed.value;
      context.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(7200).default(600),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(65),
  HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).optional(),
  UPLOAD_MIN_KB_PER_SECOND: z.coerce.number().min(0).max(100_000).default(32),
  UPLOAD_RATE_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  LIVE_VIEWERS_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  // A busy stream's events wait at most this long to go out together; 0 writes each at once.
  LIVE_COALESCE_MS: z.coerce.number().int().min(0).max(250).default(250),
  /** How long a quick chat reply waits unread before it is emailed (ADR 0150). */
  QUICK_CHAT_EMAIL_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(10000).default(20),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(10080).default(1440),
  MEDIA_CLOUD_NAME: optionalString,
  MEDIA_UPLOAD_PRESET: optionalString,
  MEDIA_FOLDER: optionalString,
  MAX_IMAGE_UPLOAD_MB: z.coerce.number().positive().max(1024).default(10),
  MAX_VIDEO_UPLOAD_MB: z.coerce.number().positive().max(4096).default(200),
  MAX_AUDIO_UPLOAD_MB: z.coerce.number().positive().max(4096).default(200),
  /** Players beyond those the embed rule produces (Castr, Twitch...), as origins: comma-separated. */
  EXTRA_PLAYER_ORIGINS: optionalString.pipe(
    z
      .string()
      .regex(/^https:\/\/[a-z0-9.-]+(:\d+)?(\s*,\s*https:\/\/[a-z0-9.-]+(:\d+)?)*$/i, {
        error: 'must be https:// origins separated by commas',
      })
      .optional(),
  ),
  /** The mail server: smtp:// or smtps://, with credentials (user:password@) when it needs them. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/i, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  /** The sender of every email: an address, or `Name <address>`. */
  MAIL_FROM: optionalString.pipe(
    z
      .string()
      .max(200)
      .regex(/^([^<>\r\n"]+\s)?<?[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+>?$/, {
        error: 'must be an email address, or Name <address>',
      })
      .optional(),
  ),
  /** The VAPID key pair push services know this site by (base64url); both or neither. */
  VAPID_PUBLIC_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, { error: 'must be a base64url P-256 public key' })
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, { error: 'must be a base64url P-256 private key' })
      .optional(),
  ),
  /** Who push services may contact about this site's messages: mailto: or https:. */
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/i, {
        error: 'must be a mailto: address or an https:// URL',
      })
      .optional(),
  ),
  /**
   * Push messages sent at once: each waits on a push service's answer over the internet, so a
   * go-live for thousands of browsers takes as long as their number over this.
   */
  PUSH_SEND_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(32),
  /** FOR TESTS ONLY: origins (http allowed, any address) that stand in for a push service. */
  PUSH_TEST_ENDPOINT_ORIGINS: optionalString.pipe(
    z
      .string()
      .regex(/^https?:\/\/[a-z0-9.:[\]-]+\/?(\s*,\s*https?:\/\/[a-z0-9.:[\]-]+\/?)*$/i, {
        error: 'must be http(s):// origins separated by commas',
      })
      .optional(),
  ),
  PG_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  PG_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  // Connections each instance may hold: a query keeps one until its instance has read the
  // answer, so a busy instance (a Sunday's writes) needs more than a quiet one.
  PG_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  PG_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(3_600_000)
    .default(30_000),
});

/** The site's address as links in pages and emails use it, without a trailing slash. */
function publicSiteUrlOf(values: { PUBLIC_SITE_URL?: string | undefined; PORT: number }): string {
  return (values.PUBLIC_SITE_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
}

/** How long PostgreSQL may take before a request gives up with 503 instead of hanging. */
export interface PostgresTimeouts {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database:
    | { kind: 'sqlite'; file: string }
    | { kind: 'postgres'; url: string; timeouts: PostgresTimeouts; poolMax: number };
  redisUrl: string | undefined;
  /**
   * What every Redis key and pub/sub channel of this installation starts with, so installations
   * sharing a Redis server (a database number does not separate pub/sub) never hear each other.
   */
  redisPrefix: string;
  admin: { username: string; password: string };
  /** True when no ADMIN_PASSWORD was given: the demo admin exists and the login form is prefilled. */
  demoMode: boolean;
  seedDemoContent: boolean;
  jwtSecret: string;
  publicSiteUrl: string;
  trustProxy: TrustProxy;
  /** Time limits of the HTTP server and its per-address connection cap (0: no cap). */
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    keepAliveTimeoutMs: number;
    idleTimeoutMs: number;
    maxConnectionsPerAddress: number;
  };
  logLevel: string;
  /** How often viewer counts are summed over instances and sent when they changed. */
  live: { viewersIntervalMs: number; coalesceMs: number };
  /**
   * Failed sign-ins allowed per address + account name and per address before lock-outs start,
   * and how long failures are remembered.
   */
  loginThrottle: { maxFailures: number; maxFailuresPerAddress: number; windowMs: number };
  /**
   * Email: without an SMTP server every message stays in the outbox (readable in the panel),
   * so nothing is lost and the church sees what would have been sent.
   */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    /** A quick chat reply unread this long is emailed to the visitor. */
    quickChatReplyAfterMs: number;
  };
  /** A media hosting service the browser uploads to directly; undefined: uploads stay here. */
  mediaHosting: { cloudName: string; uploadPreset: string; folder: string } | undefined;
  uploads: {
    dir: string;
    maxImageBytes: number;
    maxVideoBytes: number;
    /** A sermon's audio file: an hour of speech at 128 kbps is about 60 MB. */
    maxAudioBytes: number;
    /** An upload slower than this on average, once the grace period is over, is cut off. */
    minBytesPerSecond: number;
    rateGraceMs: number;
  };
  /** Origins the pages may frame besides the embed rule's players. */
  extraPlayerOrigins: string[];
  /**
   * Web push: the VAPID keys (from the environment, or generated once into DATA_DIR), the
   * subject when set (else the church's contact address), and origins standing in for push
   * services in tests (never set in production: they pass the address guard).
   */
  push: {
    vapidPublicKey: string;
    vapidPrivateKey: string;
    vapidSubject: string | undefined;
    testEndpointOrigins: string[];
    /** Push messages in flight at once, from one instance. */
    sendConcurrency: number;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The instances of one installation share its signing secret, and unrelated installations do
 * not: a short keyed hash of it names the installation in Redis without revealing the secret.
 */
export function defaultRedisPrefix(secret: string): string {
  const digest = createHmac('sha256', secret).update('redis-prefix').digest('hex');
  return `lampstand:${digest.slice(0, 16)}`;
}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.HTTP_HEADERS_TIMEOUT_SECONDS >= values.HTTP_REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError(
      'Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_SECONDS: must be less than HTTP_REQUEST_TIMEOUT_SECONDS',
    );
  }
  const dataDir = resolve(values.DATA_DIR ?? './data');
  try {
    prepareDataDir(dataDir, { create: values.DATA_DIR === undefined });
  } catch (error) {
    if (error instanceof DataDirError) throw new ConfigError(error.message);
    throw error;
  }
  const demoMode = values.ADMIN_PASSWORD === undefined;
  const jwtSecret = values.JWT_SECRET ?? readOrCreateSecret(dataDir);
  if ((values.VAPID_PUBLIC_KEY === undefined) !== (values.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither',
    );
  }
  const vapid =
    values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY
      ? { publicKey: values.VAPID_PUBLIC_KEY, privateKey: values.VAPID_PRIVATE_KEY }
      : readOrCreateVapidKeys(dataDir);
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    database: values.DATABASE_URL
      ? {
          kind: 'postgres',
          url: values.DATABASE_URL,
          timeouts: {
            connectMs: values.PG_CONNECT_TIMEOUT_MS,
            statementMs: values.PG_STATEMENT_TIMEOUT_MS,
            idleInTransactionMs: values.PG_IDLE_IN_TRANSACTION_TIMEOUT_MS,
          },
          poolMax: values.PG_POOL_MAX,
        }
      : { kind: 'sqlite', file: join(dataDir, 'lampstand.sqlite') },
    redisUrl: values.REDIS_URL,
    redisPrefix: values.REDIS_PREFIX ?? defaultRedisPrefix(jwtSecret),
    admin: {
      username: values.ADMIN_USERNAME,
      password: values.ADMIN_PASSWORD ?? DEMO_ADMIN.password,
    },
    demoMode,
    seedDemoContent: values.SEED_DEMO_CONTENT ?? demoMode,
    jwtSecret,
    publicSiteUrl: publicSiteUrlOf(values),
    trustProxy: values.TRUST_PROXY,
    http: {
      headersTimeoutMs: values.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: values.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: values.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: values.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
      // Behind a proxy every client arrives from the proxy's address: the proxy caps clients.
      maxConnectionsPerAddress:
        values.MAX_CONNECTIONS_PER_ADDRESS ?? (values.TRUST_PROXY === false ? 100 : 0),
    },
    logLevel: values.LOG_LEVEL,
    mail: {
      smtpUrl: values.SMTP_URL,
      // Without a name of its own, every email goes out under the church's name from Settings.
      from: values.MAIL_FROM ?? `no-reply@${new URL(publicSiteUrlOf(values)).hostname}`,
      quickChatReplyAfterMs: values.QUICK_CHAT_EMAIL_AFTER_SECONDS * 1000,
    },
    live: {
      viewersIntervalMs: values.LIVE_VIEWERS_INTERVAL_MS,
      coalesceMs: values.LIVE_COALESCE_MS,
    },
    loginThrottle: {
      maxFailures: values.LOGIN_MAX_FAILURES,
      maxFailuresPerAddress: values.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMs: values.LOGIN_WINDOW_MINUTES * 60_000,
    },
    mediaHosting:
      values.MEDIA_CLOUD_NAME && values.MEDIA_UPLOAD_PRESET
        ? {
            cloudName: values.MEDIA_CLOUD_NAME,
            uploadPreset: values.MEDIA_UPLOAD_PRESET,
            folder: values.MEDIA_FOLDER ?? 'lampstand',
          }
        : undefined,
    uploads: {
      dir: join(dataDir, 'uploads'),
      maxImageBytes: Math.round(values.MAX_IMAGE_UPLOAD_MB * 1024 * 1024),
      maxVideoBytes: Math.round(values.MAX_VIDEO_UPLOAD_MB * 1024 * 1024),
      maxAudioBytes: Math.round(values.MAX_AUDIO_UPLOAD_MB * 1024 * 1024),
      minBytesPerSecond: Math.round(values.UPLOAD_MIN_KB_PER_SECOND * 1024),
      rateGraceMs: Math.round(values.UPLOAD_RATE_GRACE_SECONDS * 1000),
    },
    extraPlayerOrigins: (values.EXTRA_PLAYER_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().toLowerCase())
      .filter(Boolean),
    push: {
      vapidPublicKey: vapid.publicKey,
      vapidPrivateKey: vapid.privateKey,
      vapidSubject: values.VAPID_SUBJECT,
      testEndpointOrigins: (values.PUSH_TEST_ENDPOINT_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
        .map((origin) => new URL(origin).origin),
      sendConcurrency: values.PUSH_SEND_CONCURRENCY,
    },
  };
}

const vapidFileSchema = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

/** A damaged file reads as nothing (then a new pair is written over it). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A VAPID key pair generated on first start and kept in DATA_DIR: browsers subscribed with the
 * public key, so it must survive restarts (several instances share theirs through the env).
 */
function readOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    keepPrivate(file);
    const stored = vapidFileSchema.safeParse(parseJson(readFileSync(file, 'utf8')));
    if (stored.success) return stored.data;
  }
  const keys = webPush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: PRIVATE_FILE_MODE });
  return keys;
}

/** A signing secret generated on first start and kept in DATA_DIR, so tokens survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    keepPrivate(file);
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: PRIVATE_FILE_MODE });
  return secret;
}
