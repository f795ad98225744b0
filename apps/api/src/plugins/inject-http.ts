import type { FastifyInstance } from 'fastify';
import type { HttpClient } from '../http-client.ts';

/**
 * An HTTP client that dispatches to the app's own routes with app.inject instead of a socket, for the
 * adapters talking to a local stand-in (docs/decisions/003): the adapter's code is the same, and it works
 * whatever address the server listens on. Only the path and query of the address are used.
 *
 * The caller's time-out ends the wait, not the injected request: a handler still at work finishes on its
 * own (app.inject cannot close its response as a socket would).
 */
export function injectHttp(app: FastifyInstance): HttpClient {
  return async (url, init) => {
    const u = new URL(url);
    const pending = app.inject({
      method: init.method,
      url: u.pathname + u.search,
      ...(init.headers ? { headers: init.headers } : {}),
      ...(init.body !== undefined ? { payload: init.body } : {}),
    });
    const aborted = new Promise<never>((_, reject) => {
      if (init.signal.aborted) reject(init.signal.reason);
      init.signal.addEventListener('abort', () => reject(init.signal.reason), { once: true });
    });
    const res = await Promise.race([pending, aborted]);
    return { status: res.statusCode, text: async () => res.body };
  };
}
