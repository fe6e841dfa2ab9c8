import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine(
      (v) => {
        if (v === undefined) return true;
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { message: `must be a URL like ${example}` },
    );

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (entry: string) => {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies may tell the client's address (X-Forwarded-For): unset trusts none (the socket's
 * address is the client's); a hop count (`1` behind one load balancer); or the proxies' addresses
 * and ranges, comma-separated (`10.0.0.0/8, loopback`). `true` is refused: it would let any client
 * pick its own address and walk past every rate limit.
 */
const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' || v === undefined || v === 'false' || v === '0' ? undefined : v))
  .refine(
    (v) =>
      v === undefined || /^\d+$/.test(v) || v.split(',').every((e) => isProxyAddress(e.trim())),
    {
      message: "must be a hop count or the proxies' addresses (e.g. 1, or 10.0.0.0/8,loopback)",
    },
  )
  .transform((v): false | number | string[] => {
    if (v === undefined) return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((e) => e.trim());
  });

const flag = z
  .enum(['1', '0', 'true', 'false', ''], { message: 'must be 1 or 0' })
  .optional()
  .transform((v) =>
    v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : undefined,
  );

/** Each gateway's variables: all set (the real gateway) or none (the built-in sandbox). */
const GATEWAY_VARIABLES = [
  ['VNPAY_TMN_CODE', 'VNPAY_HASH_SECRET', 'VNPAY_URL', 'VNPAY_API_URL'],
  ['ALEPAY_TOKEN_KEY', 'ALEPAY_CHECKSUM_KEY', 'ALEPAY_URL'],
] as const;

/** Every setting the server reads, with DESIGN.md's names and defaults. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ message: 'must be a port number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535')
      .default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    WEB_CONCURRENCY: z
      .string()
      .trim()
      .optional()
      .refine(
        (v) => !v || v === 'auto' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 64),
        'must be a whole number from 1 to 64, or auto',
      )
      .transform((v) => (!v ? 1 : v === 'auto' ? availableParallelism() : Number(v))),
    PUBLIC_URL: optionalUrl(['http:', 'https:'], 'https://shop.example.vn'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    /** Where uploaded files (review photos) are kept; DATA_DIR/uploads by default. */
    UPLOADS_DIR: z.string().trim().min(1).optional(),
    DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/db'),
    REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
    SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.vn:587'),
    MAIL_FROM: z.string().trim().min(3).default('Lotus <no-reply@lotus.vn>'),
    VNPAY_TMN_CODE: z.string().trim().optional(),
    VNPAY_HASH_SECRET: z.string().trim().optional(),
    VNPAY_URL: optionalUrl(
      ['http:', 'https:'],
      'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
    ),
    VNPAY_API_URL: optionalUrl(
      ['http:', 'https:'],
      'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction',
    ),
    ALEPAY_TOKEN_KEY: z.string().trim().optional(),
    ALEPAY_CHECKSUM_KEY: z.string().trim().optional(),
    ALEPAY_URL: optionalUrl(
      ['http:', 'https:'],
      'https://alepay-v3-sandbox.nganluong.vn/api/v3/checkout',
    ),
    LLM_BASE_URL: optionalUrl(['http:', 'https:'], 'https://api.example.com/v1'),
    LLM_API_KEY: z.string().trim().optional(),
    LLM_MODEL: z.string().trim().optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: trustProxySchema,
    DEMO: flag,
    PAYMENT_SANDBOX: flag,
    WEBHOOK_RETRY_DELAY: z.coerce
      .number()
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1 second')
      .max(3600, 'must be at most 3600 seconds')
      .default(30),
    WEBHOOK_RETRIES: z.coerce
      .number()
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(20, 'must be at most 20')
      .default(13),
    WEBHOOK_TIMEOUT: z.coerce
      .number()
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1 second')
      .max(60, 'must be at most 60 seconds')
      .default(10),
    JOB_SUPERVISE_INTERVAL: z.coerce
      .number()
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1 second')
      .max(600, 'must be at most 600 seconds')
      .default(60),
    METRICS_TOKEN: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || v.length >= 16, 'must be at least 16 characters'),
  })
  .superRefine((env, ctx) => {
    // A gateway is configured whole or not at all (then the built-in sandbox takes its place).
    for (const names of GATEWAY_VARIABLES) {
      const set = names.filter((name) => env[name]);
      if (set.length > 0 && set.length < names.length) {
        for (const name of names.filter((n) => !env[n])) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `is required with ${set.join(', ')}`,
          });
        }
      }
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message: 'must be 1 on the embedded database, which one process opens (set DATABASE_URL)',
      });
    }
    if (env.NODE_ENV === 'production' && env.DEMO === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO'],
        message: "can't be 1 in production: the demo accounts' passwords are published",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  /**
   * How many server processes share the port (node:cluster), each a whole copy of the server;
   * more than one only on PostgreSQL.
   */
  processes: number;
  publicUrl: string;
  dataDir: string;
  /** Uploaded files (review photos), served at `/images/uploads/`; never in the source tree. */
  uploadsDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** Fastify's `trustProxy`: false, a hop count, or the trusted proxies' addresses. */
  trustProxy: false | number | string[];
  /**
   * The demo accounts and the development mailbox (which shows every mail, reset links included):
   * only on the embedded database with a local PUBLIC_URL, or with DEMO=1; never in production.
   */
  demoMode: boolean;
  /** The bearer token `/metrics` asks for; unset serves metrics to loopback callers only. */
  metricsToken: string | undefined;
  /**
   * Seconds before a failed webhook delivery's first retry, doubled after each (WEBHOOK_RETRY_DELAY,
   * 30 by default: thirteen retries over about three days). Tests shorten it.
   */
  webhookRetryDelay: number;
  /** Retries of a failed webhook delivery before it fails and pauses its webhook (WEBHOOK_RETRIES). */
  webhookRetries: number;
  /** Seconds a webhook's receiver has to answer (WEBHOOK_TIMEOUT, 10 by default). */
  webhookTimeout: number;
  /**
   * Seconds between the job queue's checks for attempts that outlived their expiry, a server
   * killed mid-job (JOB_SUPERVISE_INTERVAL, 60 by default). Tests shorten it.
   */
  jobSuperviseInterval: number;
  /**
   * The shopping assistant's model: an OpenAI-compatible chat-completions endpoint
   * (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL); null: the built-in rules answer alone (decision 039).
   */
  llm: { baseUrl: string; apiKey: string | undefined; model: string } | null;
  /**
   * The real gateways' merchant settings; null: the built-in sandbox gateway stands in when
   * `sandbox` is on (the default outside production), else that method is not offered.
   */
  payments: {
    sandbox: boolean;
    vnpay: { tmnCode: string; hashSecret: string; payUrl: string; apiUrl: string } | null;
    alepay: { tokenKey: string; checksumKey: string; baseUrl: string } | null;
  };
}

const LOCAL_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|[\w-]+\.localhost)$/i;

/** Whether the shop's public address is this machine (a developer's, not a deployment's). */
function isLocalUrl(url: string): boolean {
  return LOCAL_HOSTS.test(new URL(url).hostname);
}

/** A configuration that can't be used; `message` is one line per bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads the environment once. A bad value stops the server with one line naming the variable,
 * e.g. `PORT must be between 1 and 65535 (got "70000")`.
 */
/** A setting another one needs (a model's name beside its endpoint). */
function requiredWith(value: string | undefined, name: string, other: string): string {
  if (!value) throw new ConfigError(`${name} is required when ${other} is set`);
  return value;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const given = source[name];
      return `${name} ${issue.message}${given === undefined ? '' : ` (got "${given}")`}`;
    });
    throw new ConfigError(lines.join('\n'));
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    processes: env.WEB_CONCURRENCY,
    publicUrl,
    dataDir: path.resolve(cwd, env.DATA_DIR),
    uploadsDir: path.resolve(cwd, env.UPLOADS_DIR ?? path.join(env.DATA_DIR, 'uploads')),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    jwtSecret: env.JWT_SECRET,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    demoMode:
      env.DEMO ?? (env.NODE_ENV !== 'production' && !env.DATABASE_URL && isLocalUrl(publicUrl)),
    metricsToken: env.METRICS_TOKEN,
    webhookRetryDelay: env.WEBHOOK_RETRY_DELAY,
    webhookRetries: env.WEBHOOK_RETRIES,
    webhookTimeout: env.WEBHOOK_TIMEOUT,
    jobSuperviseInterval: env.JOB_SUPERVISE_INTERVAL,
    llm: env.LLM_BASE_URL
      ? {
          baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ''),
          apiKey: env.LLM_API_KEY,
          model: requiredWith(env.LLM_MODEL, 'LLM_MODEL', 'LLM_BASE_URL'),
        }
      : null,
    payments: {
      sandbox: env.PAYMENT_SANDBOX ?? env.NODE_ENV !== 'production',
      vnpay:
        env.VNPAY_TMN_CODE && env.VNPAY_HASH_SECRET && env.VNPAY_URL && env.VNPAY_API_URL
          ? {
              tmnCode: env.VNPAY_TMN_CODE,
              hashSecret: env.VNPAY_HASH_SECRET,
              payUrl: env.VNPAY_URL,
              apiUrl: env.VNPAY_API_URL,
            }
          : null,
      alepay:
        env.ALEPAY_TOKEN_KEY && env.ALEPAY_CHECKSUM_KEY && env.ALEPAY_URL
          ? {
              tokenKey: env.ALEPAY_TOKEN_KEY,
              checksumKey: env.ALEPAY_CHECKSUM_KEY,
              baseUrl: env.ALEPAY_URL.replace(/\/+$/, ''),
            }
          : null,
    },
  };
}

/**
 * The token signing key: JWT_SECRET when set; in development one generated on first start and
 * kept in DATA_DIR so sessions survive restarts.
 */
export async function resolveJwtSecret(config: Config): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}
