import { describe, expect, it } from 'vitest';
import { pageInLanguage, robotsTxt, sitemapXml } from './sitemap.ts';

describe('the sitemap', () => {
  it('puts the Bangla page under /bn', () => {
    expect(pageInLanguage('/', 'bn')).toBe('/bn');
    expect(pageInLanguage('/about', 'bn')).toBe('/bn/about');
    expect(pageInLanguage('/about', 'en')).toBe('/about');
  });

  it('writes absolute, escaped addresses on the public address without a doubled slash', () => {
    const xml = sitemapXml('https://shop.example/', [{ path: "/blogs/a&b'c" }]);
    expect(xml).toContain('<loc>https://shop.example/blogs/a&amp;b&apos;c</loc>');
    expect(xml).toContain('<loc>https://shop.example/bn/blogs/a&amp;b&apos;c</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://shop.example/blogs/a&amp;b&apos;c"');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('names the sitemap in robots.txt', () => {
    expect(robotsTxt('https://shop.example/')).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
