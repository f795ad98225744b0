import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { LAPSED_HOLDS_PER_ADDRESS, PENDING_BOOKINGS_PER_ADDRESS } from '@bond/contract/constants';
import { z } from 'zod';
import type { BkashCredentials } from './config.ts';

/** proxy-addr's names for whole ranges of addresses (loopback, link-local, unique local), which Fastify accepts. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One trusted proxy: an IP address, an address with a prefix length (CIDR), or a range's name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * PAYMENT_GATEWAY's words (docs/product/money-and-refunds.md#choosing-a-gateway): the real gateways, offered in
 * the order written, or `local`, the built-in stand-ins of both, alone.
 */
const PAYMENT_GATEWAY_NAMES = ['local', 'aamarpay', 'bkash'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAY_NAMES)[number];

/** The settings each real gateway needs. */
const GATEWAY_SETTINGS = {
  aamarpay: ['AAMARPAY_STORE_ID', 'AAMARPAY_SIGNATURE_KEY'],
  bkash: ['BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD'],
} as const;

const PAYMENT_GATEWAY_HELP =
  "must be 'aamarpay', 'bkash', both separated by a comma in the order customers see them ('aamarpay,bkash'), " +
  "or 'local' alone (the built-in stand-ins, whose Pay buttons move no money)";

const PaymentGatewaysSchema = z.string().transform((value, ctx) => {
  const names = value.split(',').map((name) => name.trim());
  const known = (name: string): name is PaymentGatewayName =>
    (PAYMENT_GATEWAY_NAMES as readonly string[]).includes(name);
  if (!names.every(known) || new Set(names).size !== names.length || (names.includes('local') && names.length > 1)) {
    ctx.addIssue({ code: 'custom', message: PAYMENT_GATEWAY_HELP });
    return z.NEVER;
  }
  return names;
});

const TRUST_PROXY_HELP =
  'write the address of your reverse proxy: TRUST_PROXY=127.0.0.1 for nginx on the same machine, or several ' +
  'addresses and CIDRs separated by commas (TRUST_PROXY=10.0.0.0/8,::1); or false when no proxy is in front. ' +
  '`true` would believe any client that writes X-Forwarded-For itself, and a count of proxies cannot tell the ' +
  'proxy from a client connecting directly (docs/decisions/022-proxies-and-login-slowdown.md)';

/**
 * Which peers may say who the client is (docs/decisions/022): `false` (none: the address connecting is the
 * client) or a list of proxy addresses and CIDRs. Anything else stops the start, `true` above all: it would let
 * every client choose its own address and so its own rate limits.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): false | string[] => {
    if (value === 'false') return false;
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({ code: 'custom', message: `'${value}' is not accepted: ${TRUST_PROXY_HELP}` });
    return z.NEVER;
  });

/**
 * The only reader of process.env (docs/product/platform.md#configuration): every setting is checked here at start, with a message that
 * names the variable and says what is expected.
 */
const EnvSchema = z
  .object({
    /** production: a real shop (also assumed whenever DATABASE_URL is set); unset: the embedded demo. */
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
    PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://shop.example.com' }).optional(),
    JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
    ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
    PAYMENT_GATEWAY: PaymentGatewaysSchema.optional(),
    AAMARPAY_STORE_ID: z.string().min(1).optional(),
    AAMARPAY_SIGNATURE_KEY: z.string().min(1).optional(),
    AAMARPAY_MODE: z.enum(['sandbox', 'live'], { error: "must be 'sandbox' or 'live'" }).default('sandbox'),
    BKASH_APP_KEY: z.string().min(1).optional(),
    BKASH_APP_SECRET: z.string().min(1).optional(),
    BKASH_USERNAME: z.string().min(1).optional(),
    BKASH_PASSWORD: z.string().min(1).optional(),
    BKASH_MODE: z.enum(['sandbox', 'live'], { error: "must be 'sandbox' or 'live'" }).default('sandbox'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** JSON lines (production, log collectors) or readable lines for a terminal (npm run dev). */
    LOG_FORMAT: z.enum(['json', 'pretty'], { error: "must be 'json' or 'pretty'" }).default('json'),
    WEB_DIST: z.string().optional(),
    TRUST_PROXY: TrustProxySchema.default(false),
    SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
    SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(60),
    PENDING_BOOKINGS_PER_ADDRESS: z.coerce.number().int().min(1).default(PENDING_BOOKINGS_PER_ADDRESS),
    LAPSED_HOLDS_PER_ADDRESS: z.coerce.number().int().min(1).default(LAPSED_HOLDS_PER_ADDRESS),
    CONTACT_MAIL_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL of the e-mail provider' })
      .optional(),
    CONTACT_MAIL_PUBLIC_KEY: z.string().min(1).optional(),
    /** docs/product/messages.md#channels: SMS through SSL Wireless, or its local stand-in (the default outside production); unset in production: none. */
    SMS_GATEWAY: z.enum(['local', 'sslwireless'], { error: "must be 'local' or 'sslwireless'" }).optional(),
    SSLWIRELESS_API_TOKEN: z.string().min(1).optional(),
    SSLWIRELESS_SID: z.string().min(1).max(20, { error: 'must be at most 20 characters' }).optional(),
    SSLWIRELESS_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://smsplus.sslwireless.com' })
      .default('https://smsplus.sslwireless.com'),
    /** docs/product/messages.md#channels: e-mail through this SMTP server (smtp:// or smtps://, with user:password@ when it needs them). */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]/, { error: 'must be an SMTP URL such as smtps://user:password@smtp.example.com:465' })
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together: set both or neither',
      });
    }
    if ((env.CONTACT_MAIL_ENDPOINT === undefined) !== (env.CONTACT_MAIL_PUBLIC_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['CONTACT_MAIL_PUBLIC_KEY'],
        message: 'CONTACT_MAIL_ENDPOINT and CONTACT_MAIL_PUBLIC_KEY go together: set both or neither',
      });
    }
    if (env.SMS_GATEWAY === 'sslwireless') {
      for (const key of ['SSLWIRELESS_API_TOKEN', 'SSLWIRELESS_SID'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required with SMS_GATEWAY=sslwireless' });
      }
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: 'is required with SMTP_URL: the sender, such as "Bond Bike Rental <bookings@example.com>"',
      });
    }
    if (env.DATABASE_URL && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required with DATABASE_URL (all server processes must share it)',
      });
    }
    if (!env.PAYMENT_GATEWAY && isProduction(env)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_GATEWAY'],
        message:
          "must be set when NODE_ENV=production or DATABASE_URL is set: 'aamarpay', 'bkash' or both for real " +
          "payments, or 'local' only on purpose (the built-in stand-ins, whose Pay buttons move no money)",
      });
    }
    for (const gateway of env.PAYMENT_GATEWAY ?? []) {
      if (gateway === 'local') continue;
      for (const key of [...GATEWAY_SETTINGS[gateway], 'PUBLIC_URL'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: `is required with PAYMENT_GATEWAY=${gateway}` });
      }
    }
  });

/** A real shop: NODE_ENV=production, or a PostgreSQL server given by DATABASE_URL. */
export function isProduction(env: { NODE_ENV?: string; DATABASE_URL?: string | undefined }): boolean {
  return env.NODE_ENV === 'production' || Boolean(env.DATABASE_URL);
}

export type Env = Omit<z.infer<typeof EnvSchema>, 'PAYMENT_GATEWAY' | 'SMS_GATEWAY'> & {
  PAYMENT_GATEWAY: PaymentGatewayName[];
  /** `none`: no SMS is sent (production without a gateway); the messages wait in the outbox. */
  SMS_GATEWAY: 'local' | 'sslwireless' | 'none';
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every setting.`);
  }
  // Outside production an unset gateway is the local stand-in (the demo works offline).
  return {
    ...result.data,
    PAYMENT_GATEWAY: result.data.PAYMENT_GATEWAY ?? ['local'],
    // Outside production the SMS stand-in is on; in production SMS goes only through a gateway set on purpose.
    SMS_GATEWAY: result.data.SMS_GATEWAY ?? (isProduction(result.data) ? 'none' : 'local'),
  };
}

/** A secret generated once and kept in the data folder (every process using the folder shares it). */
function keptSecret(dataDir: string, name: string, make: () => string): string {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = make();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** In embedded mode the token secret is generated once and kept in the data folder. */
export function resolveJwtSecret(env: Env): string {
  return env.JWT_SECRET ?? keptSecret(env.DATA_DIR, 'jwt-secret', () => randomBytes(48).toString('base64url'));
}

/**
 * The local aamarPay stand-in's store id and signature key, generated once per data folder: nobody can
 * guess them from the source, and processes sharing the folder share them.
 */
export function resolveStandinStore(env: Env): { storeId: string; signatureKey: string } {
  const [storeId = '', signatureKey = ''] = keptSecret(
    env.DATA_DIR,
    'aamarpay-standin-store',
    () => `bond${randomBytes(4).toString('hex')} ${randomBytes(24).toString('base64url')}`,
  ).split(' ');
  return { storeId, signatureKey };
}

/**
 * The local bKash stand-in's merchant credentials, generated once per data folder like the aamarPay stand-in's
 * store: the stand-in and the adapter talking to it both read them here.
 */
export function resolveBkashStandin(env: Env): BkashCredentials {
  const [appKey = '', appSecret = '', username = '', password = ''] = keptSecret(
    env.DATA_DIR,
    'bkash-standin-merchant',
    () =>
      [
        randomBytes(13).toString('hex'),
        randomBytes(24).toString('base64url'),
        'bondStandin',
        randomBytes(12).toString('base64url'),
      ].join(' '),
  ).split(' ');
  return { appKey, appSecret, username, password };
}
