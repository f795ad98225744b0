/**
 * The little of fetch the gateway adapters (aamarPay, SSL Wireless) use, so that their transport can be
 * swapped: the local stand-ins are reached in-process (plugins/inject-http.ts, docs/decisions/003).
 */
export type HttpClient = (
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; signal: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;

/** The real transport: the global fetch. */
export const fetchHttp: HttpClient = (url, init) => fetch(url, init);
