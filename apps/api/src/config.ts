import type { Database } from './db/client.ts';
import type { RateLimitStore } from './plugins/rate-limit-store.ts';

export type PaymentConfig =
  | { gateway: 'local'; storeId: string; signatureKey: string }
  | { gateway: 'aamarpay'; storeId: string; signatureKey: string; mode: 'sandbox' | 'live' };

/** Everything buildApp needs, already resolved: it reads no environment and opens nothing itself. */
export type AppConfig = {
  database: Database;
  jwtSecret: string;
  /** Where browsers reach the shop (payment return addresses are built from it). */
  publicUrl: string;
  payment: PaymentConfig;
  rateLimitStore: RateLimitStore;
  /** Folder of the built web app; omitted in API-only tests. */
  webDist?: string | undefined;
  logLevel?: string;
  /** Readable log lines for a terminal instead of JSON (npm run dev). */
  prettyLogs?: boolean;
  trustProxy?: boolean;
  /** Secure cookies when the shop is served over https. */
  secureCookies?: boolean;
  /** Sign-ups allowed per client address an hour (default 30). */
  signupsPerAddressPerHour?: number;
  /** Bookings awaiting their advance allowed from one client address at once (default 4). */
  pendingBookingsPerAddress?: number;
  /** The e-mail provider the web app may also send contact messages to (D11); allowed by the CSP. */
  contactMailOrigin?: string | undefined;
  /** Timeout of every call to the payment gateway. */
  gatewayTimeoutMs?: number;
  /** How long GET /api/ready waits for the database to answer (default 3 s). */
  readyTimeoutMs?: number;
};
