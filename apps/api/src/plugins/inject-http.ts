import type { FastifyInstance } from 'fastify';

/**
 * `fetch` that dispatches to the app's own routes with `app.inject` instead of a socket. The one in-process
 * transport: the adapters talking to a local stand-in use it as their `HttpClient` (docs/decisions/003), and
 * the web app's renderer asks the API for a page's data through it (docs/decisions/026), from the same cache
 * that answers the API. Only the path and query of the address are used, so it works whatever address the
 * server listens on.
 *
 * The request's abort signal ends the wait, not the injected request: a handler still at work finishes on
 * its own (app.inject cannot close its response as a socket would).
 */
export function injectHttp(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const pending = app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const { signal } = request;
    const aborted = new Promise<never>((_, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    const res = await Promise.race([pending, aborted]);
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload, {
      status: res.statusCode,
      headers,
    });
  };
}
