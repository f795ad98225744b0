import type { OnlineGateway } from '@bond/contract/rentals';
import type { BkashCredentials } from './payments/bkash.ts';
import type { Database } from './db/client.ts';
import type { SlowdownRule } from './modules/auth/logins.repository.ts';
import type { RateLimitStore } from './plugins/rate-limit-store.ts';

/** aamarPay's side (docs/product/money-and-refunds.md#payments): the real one, its local stand-in, or none. */
export type PaymentConfig =
  | { gateway: 'local'; storeId: string; signatureKey: string }
  | { gateway: 'aamarpay'; storeId: string; signatureKey: string; mode: 'sandbox' | 'live' }
  | { gateway: 'none' };

export type { BkashCredentials };

/** bKash's side (docs/product/money-and-refunds.md#paying-with-bkash): the real one, or its local stand-in. */
export type BkashConfig =
  | { gateway: 'local'; credentials: BkashCredentials }
  | { gateway: 'bkash'; credentials: BkashCredentials; mode: 'sandbox' | 'live' };

export type { OnlineGateway };

/** docs/product/messages.md#channels: where SMS go: SSL Wireless, its local stand-in served by the shop, or nowhere (kept in the outbox). */
export type SmsConfig =
  | { gateway: 'local' }
  | { gateway: 'sslwireless'; apiToken: string; sid: string; baseUrl: string }
  | { gateway: 'none' };

/** docs/product/messages.md#channels: the SMTP server e-mail goes through; null: none (e-mail waits in the outbox). */
export type EmailConfig = { smtpUrl: string; from: string } | null;

/** Everything buildApp needs, already resolved: it reads no environment and opens nothing itself. */
export type AppConfig = {
  database: Database;
  jwtSecret: string;
  /** Where browsers reach the shop (payment return addresses are built from it). */
  publicUrl: string;
  payment: PaymentConfig;
  /** bKash's tokenized checkout; default: none. */
  bkash?: BkashConfig | undefined;
  /**
   * The gateways offered to customers, in the order they see them (the first is chosen when a customer names
   * none); default: aamarPay, then bKash, each when configured.
   */
  offeredGateways?: OnlineGateway[] | undefined;
  /** SMS channel; default: none. */
  sms?: SmsConfig;
  /** E-mail channel; default: none. */
  email?: EmailConfig;
  /** The outbox worker's batch, claim time-out and retry schedule (defaults in notifications/worker.ts). */
  outbox?: {
    batchSize?: number;
    claimMs?: number;
    maxAttempts?: number;
    backoffBaseMs?: number;
    backoffMaxMs?: number;
  };
  rateLimitStore: RateLimitStore;
  /** Folder of the built web app; omitted in API-only tests. */
  webDist?: string | undefined;
  /** How long a page may take to render on the server before its frame is sent instead (default 2000 ms). */
  renderTimeLimitMs?: number | undefined;
  logLevel?: string;
  /** Readable log lines for a terminal instead of JSON (npm run dev). */
  prettyLogs?: boolean;
  /**
   * Which peers may say who the client is (docs/decisions/022): none (false, the default) or the proxies'
   * addresses and CIDRs. Never `true`: that believes any client.
   */
  trustProxy?: false | string[];
  /** Secure cookies when the shop is served over https. */
  secureCookies?: boolean;
  /** The per-account login slowdown (docs/decisions/022; default auth.service.ts's LOGIN_SLOWDOWN). */
  loginSlowdown?: SlowdownRule;
  /** The clock of the login rules kept in PostgreSQL; default the database's own. Tests move theirs. */
  now?: () => Date;
  /** Sign-ups allowed per client address an hour (default 60; docs/decisions/031). */
  signupsPerAddressPerHour?: number;
  /** Bookings awaiting their advance allowed from one client address at once (default 20; docs/decisions/031). */
  pendingBookingsPerAddress?: number;
  /** Holds given up unpaid within an hour that pause one client address for an hour (default 20; docs/decisions/021, 031). */
  lapsedHoldsPerAddress?: number;
  /** The e-mail provider the web app may also send contact messages to (docs/product/messages.md#contact-messages); allowed by the CSP. */
  contactMailOrigin?: string | undefined;
  /** Timeout of every call to the payment gateway. */
  gatewayTimeoutMs?: number;
  /** Timeout of every SMS sent (default: gatewayTimeoutMs, else 15 s). */
  smsTimeoutMs?: number;
  /** How long GET /api/ready waits for the database to answer (default 3 s). */
  readyTimeoutMs?: number;
};
