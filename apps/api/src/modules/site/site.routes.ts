import type { FastifyInstance } from 'fastify';
import { listedBikePages } from './site.repository.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/**
 * /sitemap.xml and /robots.txt. The pages that are the web app's own (home, All Bikes, About, the blog
 * articles…) come from its build (`site-pages.json`, written by the build, which knows the articles); each
 * bike's page comes from the database.
 */
export async function siteRoutes(app: FastifyInstance, opts: { staticPages: string[]; publicUrl: string }) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const bikes = await listedBikePages(app.db);
    const pages = [
      ...opts.staticPages.map((path) => ({ path })),
      ...bikes.map((bike) => ({ path: `/allbikes/${bike.id}`, lastModified: bike.updatedAt })),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(opts.publicUrl, pages));
  });

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(opts.publicUrl)),
  );
}
