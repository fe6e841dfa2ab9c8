import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
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
    PUBLIC_URL: optionalUrl(['http:', 'https:'], 'https://shop.example.vn'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
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
    LLM_BASE_URL: optionalUrl(['http:', 'https:'], 'https://api.example.com/v1'),
    LLM_API_KEY: z.string().trim().optional(),
    LLM_MODEL: z.string().trim().optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** Demo accounts, the development mailbox and detailed errors: never in production. */
  demoMode: boolean;
}

/** A configuration that can't be used; `message` is one line per bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads the environment once. A bad value stops the server with one line naming the variable,
 * e.g. `PORT must be between 1 and 65535 (got "70000")`.
 */
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
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(cwd, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    jwtSecret: env.JWT_SECRET,
    logLevel: env.LOG_LEVEL,
    demoMode: env.NODE_ENV !== 'production',
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
