/**
 * The one RTK Query API of the web app. Features add their endpoints with `baseApi.injectEndpoints`.
 *
 * - Every call goes to `/api` with credentials included and, when a session exists, a bearer token from
 *   the `authToken` cookie.
 * - Errors keep RTK Query's shapes, which are the ones the earlier shop's client reads (docs/product/README.md#the-earlier-shop): `FETCH_ERROR` (network),
 *   `TIMEOUT_ERROR`, `PARSING_ERROR` (with `originalStatus`) and the HTTP status with the response body.
 *   `api-error.ts` turns them into a sentence for the customer.
 * - This is the one place that handles 401: a request that carried a token and was refused tries the
 *   refresh cookie once; if that fails too, the session ends (cookie removed, user state cleared).
 */
import type { ServerApi } from '@bond/contract/page-rendering';
import { createAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { apiErrorMessage } from './api-error.ts';
import { readAuthToken, removeAuthToken, storeAuthToken } from './session-cookie.ts';
import { toast } from './toast.ts';

/** A new token came from the refresh cookie; the user slice decodes it. */
export const sessionRefreshed = createAction<string>('session/refreshed');
/** The server no longer accepts the session; the user slice resets. */
export const sessionEnded = createAction('session/ended');

export const API_TIMEOUT_MS = 20_000;

/**
 * `/api` on this site, as an absolute address (fetch's Request needs one outside browsers). On the server,
 * where a page is rendered, the server sets its own address (`configureApiForServer`).
 */
let apiBaseUrl = typeof window === 'undefined' ? 'http://localhost/api' : `${window.location.origin}/api`;
let fetchFn: typeof fetch = (...args) => fetch(...args);

/**
 * On the server that renders pages: where the API is and how to reach it (the server's own routes, without a
 * socket). Set once at start.
 */
export function configureApiForServer(options: ServerApi): void {
  apiBaseUrl = options.baseUrl;
  fetchFn = options.fetch;
}

const fetchQuery = fetchBaseQuery({
  fetchFn: (...args) => fetchFn(...args),
  credentials: 'include',
  timeout: API_TIMEOUT_MS,
  prepareHeaders: (headers) => {
    const token = readAuthToken();
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

const absolute = (args: string | FetchArgs): string | FetchArgs =>
  typeof args === 'string' ? `${apiBaseUrl}${args}` : { ...args, url: `${apiBaseUrl}${args.url}` };

const rawBaseQuery: typeof fetchQuery = (args, api, extra) => fetchQuery(absolute(args), api, extra);

type ExtraOptions = Parameters<typeof rawBaseQuery>[2];

let refreshing: Promise<string | null> | null = null;

/**
 * The server lets each refresh cookie be used once (it rotates them, and a second use ends the session).
 * Tabs of one browser share the cookie, so they refresh one at a time (Web Locks), and a tab that finds a
 * newer token than the one refused (another tab has just refreshed) uses it instead of refreshing again.
 */
function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock is held until the task's promise settles, and request() answers what the task resolved to.
  return locks ? (locks.request('bond-session-refresh', task) as Promise<Awaited<T>> as Promise<T>) : task();
}

async function refreshSession(api: BaseQueryApi, extra: ExtraOptions, refused: string | undefined) {
  return oneTabAtATime(async (): Promise<string | null> => {
    const current = readAuthToken();
    if (current && current !== refused) {
      api.dispatch(sessionRefreshed(current));
      return current;
    }
    return refreshWithCookie(api, extra);
  });
}

async function refreshWithCookie(api: BaseQueryApi, extra: ExtraOptions): Promise<string | null> {
  const result = await rawBaseQuery({ url: '/auth/refresh-token', method: 'GET' }, api, extra);
  const token = (result.data as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string' || token === '') return null;
  storeAuthToken(token);
  api.dispatch(sessionRefreshed(token));
  return token;
}

const isSignedIn = (api: BaseQueryApi) => Boolean((api.getState() as { user?: { email?: string } }).user?.email);
const isAuthCall = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url).startsWith('/auth/');

/**
 * After a 401 of a call that carried `sentToken`: the session refreshed once for all the calls refused
 * together (the new token), or ended (null), saying why once with `refusal`.
 */
async function afterRefusal(
  api: BaseQueryApi,
  extra: ExtraOptions,
  sentToken: string | undefined,
  refusal: unknown,
): Promise<string | null> {
  refreshing ??= refreshSession(api, extra, sentToken).finally(() => {
    refreshing = null;
  });
  const token = await refreshing;
  if (!token) {
    removeAuthToken();
    // Say why once (several calls may be refused together); protected pages then go to /login.
    const wasSignedIn = isSignedIn(api);
    api.dispatch(sessionEnded());
    if (wasSignedIn) toast.error(apiErrorMessage(refusal));
  }
  return token;
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  // A session is the cookie, or a remembered sign-in whose cookie has run out (7 days).
  const sentToken = readAuthToken();
  const hadToken = sentToken !== undefined || (isSignedIn(api) && !isAuthCall(args));
  let result = await rawBaseQuery(args, api, extra);
  if (result.error?.status === 401 && hadToken) {
    const token = await afterRefusal(api, extra, sentToken, result.error);
    if (token) result = await rawBaseQuery(args, api, extra);
  }
  return result;
};

/** The address of an API path on this site (`/riders/me` → `https://…/api/riders/me`). */
export function apiUrl(path: string): string {
  return `${apiBaseUrl}${path}`;
}

/**
 * The session for a call made outside RTK Query (an upload by XMLHttpRequest, for its progress, or a
 * picture read as a blob): the token the base query sends, and what it does after a 401: refresh once, or
 * end the session.
 */
export type Session = {
  token: () => string | undefined;
  /** After a 401 of a call that carried `refused`: a new token, or null when the session has ended. */
  renew: (refused: string | undefined, refusal: unknown) => Promise<string | null>;
};

export function sessionOf(dispatch: BaseQueryApi['dispatch'], getState: () => unknown): Session {
  const api: BaseQueryApi = {
    dispatch,
    getState,
    signal: new AbortController().signal,
    abort: () => undefined,
    extra: undefined,
    endpoint: 'session',
    type: 'mutation',
  };
  return {
    token: readAuthToken,
    renew: (refused, refusal) => afterRefusal(api, {}, refused, refusal),
  };
}

export const TAG_TYPES = [
  'BookingInfo',
  'UserInfo',
  'BikeInfo',
  'Refund',
  'PaymentCheck',
  'Notification',
  'SmsStandin',
  'Till',
  'CounterDay',
  'Rider',
  'Closure',
  'Block',
  'PaymentGateway',
  'DepositHold',
] as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  keepUnusedDataFor: 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
