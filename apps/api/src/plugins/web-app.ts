import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { siteRoutes } from '../modules/site/site.routes.ts';
import { registerNotFoundHandler } from './error-handler.ts';

/**
 * Serves the built web app (D14): hashed files under /assets cached for a year, everything else
 * revalidated, and the app's index.html for every client route.
 */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/** The public pages the build lists for the sitemap (none from a build that predates the list). */
function readSitePages(root: string): string[] {
  const file = join(root, 'site-pages.json');
  if (!existsSync(file)) return [];
  const { pages } = JSON.parse(readFileSync(file, 'utf8')) as { pages: unknown };
  return Array.isArray(pages) ? pages.filter((page): page is string => typeof page === 'string') : [];
}

async function serveWebApp(app: FastifyInstance, opts: { root: string }): Promise<SpaFallback | null> {
  const indexFile = join(opts.root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root: opts.root }, 'the web app is not built (npm run build); serving the API only');
    return null;
  }
  const indexHtml = readFileSync(indexFile);
  // The page in each of its four forms: <html lang> says the language (D23: the Bangla pages are under
  // /bn), and `data-save-data` tells the app the visitor asked to save data (the Save-Data header), so the
  // banner's video is not fetched.
  const html = indexHtml.toString('utf8');
  const variant = (language: 'en' | 'bn', saveData: boolean) =>
    Buffer.from(html.replace('<html lang="en">', `<html lang="${language}"${saveData ? ' data-save-data' : ''}>`));
  const pages = {
    en: { full: variant('en', false), saving: variant('en', true) },
    bn: { full: variant('bn', false), saving: variant('bn', true) },
  };

  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: true,
    index: false,
    // Pre-compressed .br/.gz files made at build time are sent when the browser accepts them.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      if (/[/\\]assets[/\\]/.test(path)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else if (/[/\\]media[/\\]/.test(path))
        res.header('cache-control', 'public, max-age=604800, stale-while-revalidate=86400');
      else res.header('cache-control', 'public, max-age=0, must-revalidate');
    },
  });

  const sendIndex = (request: FastifyRequest, reply: FastifyReply, path = '/') => {
    const language = path === '/bn' || path.startsWith('/bn/') ? 'bn' : 'en';
    const saveData = request.headers['save-data']?.toLowerCase() === 'on';
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Save-Data')
      .send(pages[language][saveData ? 'saving' : 'full']);
  };

  app.get('/', (request, reply) => sendIndex(request, reply));
  await app.register(siteRoutes, { staticPages: readSitePages(opts.root), publicUrl: app.config.publicUrl });

  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing file (an old hashed asset, a picture) is a plain 404, not the app's page.
    if ((request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]{1,5}$/i.test(path))
      return sendIndex(request, reply, path);
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  };
}

/**
 * The built web app (when `root` is given and built) with its client routes, and the answer for every
 * address nothing else serves: the app's page, or the API's JSON 404. Registered last.
 */
export default fp(
  async (app: FastifyInstance, opts: { root?: string | undefined }) => {
    registerNotFoundHandler(app, opts.root ? await serveWebApp(app, { root: opts.root }) : null);
  },
  { name: 'web-app' },
);
