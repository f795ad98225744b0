import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv, resolveJwtSecret, resolveStandinStore, type Env } from './env.ts';
import { bkashConfig, offeredGateways, paymentConfig, smsConfig } from './server.ts';

const aamarpay = { AAMARPAY_STORE_ID: 'store', AAMARPAY_SIGNATURE_KEY: 'key', PUBLIC_URL: 'https://shop.example.com' };

describe('configuration', () => {
  it('has working defaults for the embedded shop', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', PAYMENT_GATEWAY: ['local'] });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('gives one client address room for the many customers behind a carrier address (docs/decisions/031)', () => {
    const env = parseEnv({});
    // Ten times an account's unpaid bookings (2) and several times its holds given up (3) and more.
    expect(env).toMatchObject({
      SIGNUPS_PER_ADDRESS_PER_HOUR: 60,
      PENDING_BOOKINGS_PER_ADDRESS: 20,
      LAPSED_HOLDS_PER_ADDRESS: 20,
    });
    expect(parseEnv({ PENDING_BOOKINGS_PER_ADDRESS: '4', LAPSED_HOLDS_PER_ADDRESS: '3' })).toMatchObject({
      PENDING_BOOKINGS_PER_ADDRESS: 4,
      LAPSED_HOLDS_PER_ADDRESS: 3,
    });
  });

  it('names each wrong setting', () => {
    const attempt = (e: NodeJS.ProcessEnv) => {
      try {
        parseEnv(e);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error('expected a ConfigError');
    };
    expect(attempt({ PORT: 'eighty' })).toMatch(/PORT/);
    expect(attempt({ DATABASE_URL: 'mysql://x' })).toMatch(/DATABASE_URL: must start with postgres/);
    expect(attempt({ DATABASE_URL: 'postgres://localhost/shop' })).toMatch(/JWT_SECRET: is required with DATABASE_URL/);
    expect(attempt({ ADMIN_EMAIL: 'boss@example.com' })).toMatch(/ADMIN_EMAIL and ADMIN_PASSWORD go together/);
    expect(attempt({ PAYMENT_GATEWAY: 'aamarpay' })).toMatch(/AAMARPAY_STORE_ID: is required/);
    expect(attempt({ PAYMENT_GATEWAY: 'paypal' })).toMatch(/PAYMENT_GATEWAY: must be 'aamarpay', 'bkash', both/);
    expect(attempt({ CONTACT_MAIL_ENDPOINT: 'ftp://mail.example/send' })).toMatch(
      /CONTACT_MAIL_ENDPOINT: must be an http\(s\) URL/,
    );
    expect(attempt({ CONTACT_MAIL_ENDPOINT: 'https://mail.example/send' })).toMatch(
      /CONTACT_MAIL_ENDPOINT and CONTACT_MAIL_PUBLIC_KEY go together/,
    );
  });

  it('refuses to run a real shop on the payment stand-in by accident', () => {
    const refused = (e: NodeJS.ProcessEnv) => {
      try {
        parseEnv(e);
      } catch (err) {
        return (err as Error).message;
      }
      throw new Error('expected a ConfigError');
    };
    const pg = { DATABASE_URL: 'postgres://localhost/shop', JWT_SECRET: 'x'.repeat(40) };
    expect(refused({ NODE_ENV: 'production' })).toMatch(/PAYMENT_GATEWAY: must be set when NODE_ENV=production/);
    expect(refused(pg)).toMatch(/PAYMENT_GATEWAY: must be set/);
    // Named on purpose, it still runs (and the server warns at start); the embedded demo needs nothing.
    expect(parseEnv({ ...pg, PAYMENT_GATEWAY: 'local' }).PAYMENT_GATEWAY).toEqual(['local']);
    expect(parseEnv({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'local' }).PAYMENT_GATEWAY).toEqual(['local']);
    expect(parseEnv({}).PAYMENT_GATEWAY).toEqual(['local']);
  });

  it('takes bKash, aamarPay or both in the order written, each only with its settings', () => {
    const attempt = (e: NodeJS.ProcessEnv) => {
      try {
        return parseEnv(e);
      } catch (err) {
        return (err as Error).message;
      }
    };
    const bkash = { BKASH_APP_KEY: 'k', BKASH_APP_SECRET: 's', BKASH_USERNAME: 'u', BKASH_PASSWORD: 'p' };
    expect(attempt({ PAYMENT_GATEWAY: 'bkash' })).toMatch(
      /BKASH_APP_KEY: is required with PAYMENT_GATEWAY=bkash[\s\S]*BKASH_PASSWORD: is required[\s\S]*PUBLIC_URL: is required/,
    );
    const both = attempt({ PAYMENT_GATEWAY: 'bkash, aamarpay', ...bkash, ...aamarpay });
    expect(both).toMatchObject({ PAYMENT_GATEWAY: ['bkash', 'aamarpay'], BKASH_MODE: 'sandbox' });
    expect(offeredGateways(both as Env)).toEqual(['bkash', 'aamarpay']);
    expect(bkashConfig(both as Env)).toEqual({
      gateway: 'bkash',
      credentials: { appKey: 'k', appSecret: 's', username: 'u', password: 'p' },
      mode: 'sandbox',
    });
    expect(
      attempt({ PAYMENT_GATEWAY: 'bkash', BKASH_MODE: 'production', ...bkash, PUBLIC_URL: 'https://a.b' }),
    ).toMatch(/BKASH_MODE: must be 'sandbox' or 'live'/);
    // The stand-ins never stand in beside a real gateway, and a gateway is named once.
    expect(attempt({ PAYMENT_GATEWAY: 'local,bkash', ...bkash })).toMatch(/PAYMENT_GATEWAY: must be/);
    expect(attempt({ PAYMENT_GATEWAY: 'bkash,bkash', ...bkash })).toMatch(/PAYMENT_GATEWAY: must be/);
    // A shop on bKash alone has no aamarPay, not aamarPay's stand-in.
    const alone = attempt({ PAYMENT_GATEWAY: 'bkash', ...bkash, PUBLIC_URL: 'https://a.b' }) as Env;
    expect(paymentConfig(alone)).toEqual({ gateway: 'none' });
    expect(offeredGateways(alone)).toEqual(['bkash']);
    // `local`: both stand-ins, aamarPay's first.
    expect(offeredGateways(parseEnv({}))).toEqual(['aamarpay', 'bkash']);
  });

  it('sends e-mail only through an SMTP URL, and only with its sender', () => {
    const refused = (e: NodeJS.ProcessEnv) => {
      try {
        parseEnv(e);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error('expected a ConfigError');
    };
    const from = 'Bond Bike Rental <bookings@example.com>';
    expect(refused({ SMTP_URL: 'smtp://mail.example.com:587' })).toMatch(/MAIL_FROM: is required with SMTP_URL/);
    for (const url of ['https://mail.example.com', 'mail.example.com:25', 'smtp:///no-host']) {
      expect(refused({ SMTP_URL: url, MAIL_FROM: from })).toMatch(/SMTP_URL: must be an SMTP URL such as smtps:\/\//);
    }
    expect(parseEnv({ SMTP_URL: 'smtps://shop:secret@smtp.example.com:465', MAIL_FROM: from })).toMatchObject({
      SMTP_URL: 'smtps://shop:secret@smtp.example.com:465',
      MAIL_FROM: from,
    });
    expect(parseEnv({}).SMTP_URL).toBeUndefined();
  });

  it('sends SMS through the local stand-in outside production, and through no gateway in production unless named', () => {
    expect(parseEnv({}).SMS_GATEWAY).toBe('local');
    expect(parseEnv({ NODE_ENV: 'development' }).SMS_GATEWAY).toBe('local');
    expect(parseEnv({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'aamarpay', ...aamarpay }).SMS_GATEWAY).toBe('none');
    const pg = { DATABASE_URL: 'postgres://localhost/shop', JWT_SECRET: 'x'.repeat(40), PAYMENT_GATEWAY: 'local' };
    expect(parseEnv(pg).SMS_GATEWAY).toBe('none');
    // Named on purpose, the stand-in runs in production too.
    expect(parseEnv({ ...pg, SMS_GATEWAY: 'local' }).SMS_GATEWAY).toBe('local');
  });

  it('needs SSL Wireless’s token and sender id with SMS_GATEWAY=sslwireless', () => {
    const refused = (e: NodeJS.ProcessEnv) => {
      try {
        parseEnv(e);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error('expected a ConfigError');
    };
    const missing = refused({ SMS_GATEWAY: 'sslwireless' });
    expect(missing).toMatch(/SSLWIRELESS_API_TOKEN: is required with SMS_GATEWAY=sslwireless/);
    expect(missing).toMatch(/SSLWIRELESS_SID: is required with SMS_GATEWAY=sslwireless/);
    expect(refused({ SMS_GATEWAY: 'sslwireless', SSLWIRELESS_API_TOKEN: 'token' })).toMatch(
      /SSLWIRELESS_SID: is required/,
    );
    expect(refused({ SMS_GATEWAY: 'twilio' })).toMatch(/SMS_GATEWAY: must be 'local' or 'sslwireless'/);
    expect(refused({ SMS_GATEWAY: 'none' })).toMatch(/SMS_GATEWAY: must be 'local' or 'sslwireless'/);
    expect(
      refused({ SMS_GATEWAY: 'sslwireless', SSLWIRELESS_API_TOKEN: 'token', SSLWIRELESS_SID: 'S'.repeat(21) }),
    ).toMatch(/SSLWIRELESS_SID: must be at most 20 characters/);
    expect(refused({ SSLWIRELESS_BASE_URL: 'smsplus.sslwireless.com' })).toMatch(
      /SSLWIRELESS_BASE_URL: must be an http\(s\) URL/,
    );

    const env = parseEnv({ SMS_GATEWAY: 'sslwireless', SSLWIRELESS_API_TOKEN: 'token', SSLWIRELESS_SID: 'BONDBIKES' });
    expect(env).toMatchObject({
      SMS_GATEWAY: 'sslwireless',
      SSLWIRELESS_API_TOKEN: 'token',
      SSLWIRELESS_SID: 'BONDBIKES',
      SSLWIRELESS_BASE_URL: 'https://smsplus.sslwireless.com',
    });
    expect(smsConfig(env)).toEqual({
      gateway: 'sslwireless',
      apiToken: 'token',
      sid: 'BONDBIKES',
      baseUrl: 'https://smsplus.sslwireless.com',
    });
    expect(smsConfig(parseEnv({}))).toEqual({ gateway: 'local' });
  });

  it('believes X-Forwarded-For only from the proxies named in TRUST_PROXY, and refuses `true` (decision 022)', () => {
    const refused = (e: NodeJS.ProcessEnv) => {
      try {
        parseEnv(e);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error('expected a ConfigError');
    };
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1' }).TRUST_PROXY).toEqual(['127.0.0.1']);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1, fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    const whatToWrite =
      /TRUST_PROXY: 'true' is not accepted: write the address of your reverse proxy: TRUST_PROXY=127\.0\.0\.1 for nginx on the same machine/;
    expect(refused({ TRUST_PROXY: 'true' })).toMatch(whatToWrite);
    for (const wrong of [
      'yes',
      '1',
      '0',
      '-1',
      '1.5',
      '300.1.1.1',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.1,',
      'nginx',
      '10.0.0.0/8/1',
    ]) {
      expect(refused({ TRUST_PROXY: wrong })).toMatch(
        new RegExp(`TRUST_PROXY: '${wrong.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}' is not accepted`),
      );
    }
  });

  it('generates the stand-in’s store credentials once per data folder, never the same for two folders', () => {
    const one = parseEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'bond-env-')) });
    const two = parseEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'bond-env-')) });
    const store = resolveStandinStore(one);
    expect(store.storeId).toMatch(/^bond[0-9a-f]{8}$/);
    expect(store.signatureKey.length).toBeGreaterThanOrEqual(32);
    expect(resolveStandinStore(one)).toEqual(store);
    expect(resolveStandinStore(two).signatureKey).not.toBe(store.signatureKey);
  });

  it('generates the token secret once and keeps it in the data folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bond-env-'));
    const env = parseEnv({ DATA_DIR: dir });
    const first = resolveJwtSecret(env);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret(env)).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
  });
});
