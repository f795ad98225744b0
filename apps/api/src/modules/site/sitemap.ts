/**
 * The shop's sitemap: every public page in both languages (docs/product/languages.md#two-languages), each listing its other
 * language as an alternate (hreflang), so crawlers find the Bangla pages under /bn as pages of their own.
 */
import { pathInLanguage as pageInLanguage } from '@bond/contract/language-paths';
import { LANGUAGES } from '@bond/contract/notifications';

export { pageInLanguage };

export type SitePage = { path: string; lastModified?: Date };

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** The sitemap XML for the pages, with absolute addresses on `publicUrl`. */
export function sitemapXml(publicUrl: string, pages: SitePage[]): string {
  const origin = publicUrl.replace(/\/+$/, '');
  const at = (path: string) => escapeXml(`${origin}${path}`);
  const entries = pages.flatMap((page) => {
    const alternates = [
      ...LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${at(pageInLanguage(page.path, language))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${at(page.path)}"/>`,
    ].join('');
    const lastmod = page.lastModified ? `<lastmod>${page.lastModified.toISOString()}</lastmod>` : '';
    return LANGUAGES.map(
      (language) => `<url><loc>${at(pageInLanguage(page.path, language))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled, the API, dashboards and payment pages not. */
export function robotsTxt(publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /bn/dashboard',
    'Disallow: /booking',
    'Disallow: /bn/booking',
    'Disallow: /aamarpay/',
    'Disallow: /sslwireless/',
    'Disallow: /r/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
