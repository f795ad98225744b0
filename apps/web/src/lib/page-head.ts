/**
 * What a page says about itself in the document's head: its title and description, the canonical
 * address, the same page in each language (`hreflang`, docs/product/languages.md#choosing-the-language) and the Open Graph tags a shared link shows.
 * Built once, written by the server into the page it renders and kept up to date by the browser as the
 * visitor moves on.
 */
import { escapeHtml } from '@bond/contract/html';
import { createContext, useContext } from 'react';
import { LANGUAGES, pathInLanguage, type Language } from '../i18n/languages.ts';

export type PageHead = {
  /** The whole title ('All Bikes | Bond Bike Rental'), in the page's language. */
  title: string;
  siteName: string;
  description: string;
  canonical: string;
  language: Language;
  alternates: { hreflang: string; href: string }[];
};

const OG_LOCALE: Record<Language, string> = { en: 'en_BD', bn: 'bn_BD' };

/** The head of a page: `path` is the router's path (without the language prefix). */
export function pageHead(
  meta: { title: string; siteName: string; description: string },
  where: { origin: string; path: string; language: Language },
): PageHead {
  const at = (language: Language) => new URL(pathInLanguage(where.path, language), where.origin).href;
  return {
    title: meta.title,
    siteName: meta.siteName,
    description: meta.description,
    canonical: at(where.language),
    language: where.language,
    alternates: [
      ...LANGUAGES.map((language) => ({ hreflang: language, href: at(language) })),
      { hreflang: 'x-default', href: at('en') },
    ],
  };
}

/** The meta elements of a head other than the title, as name/property → content. */
function metaEntries(head: PageHead): [attribute: 'name' | 'property', key: string, content: string][] {
  return [
    ['name', 'description', head.description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', head.siteName],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:url', head.canonical],
    ['property', 'og:locale', OG_LOCALE[head.language]],
  ];
}

/** The head as HTML, for the server's page. */
export function headHtml(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...metaEntries(head).map(
      ([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`,
    ),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`),
  ].join('\n    ');
}

/** Brings the document's head in line with a page (the browser, after each navigation). */
export function applyHead(document: Document, head: PageHead): void {
  document.title = head.title;
  for (const [attribute, key, content] of metaEntries(head)) {
    let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute(attribute, key);
      document.head.append(meta);
    }
    meta.content = content;
  }
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = head.canonical;
  for (const alternate of head.alternates) {
    let link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${alternate.hreflang}"]`);
    if (!link) {
      link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = alternate.hreflang;
      document.head.append(link);
    }
    link.href = alternate.href;
  }
}

/**
 * Where a page's head goes: in the browser, nowhere but the document (the default); on the server, to the
 * renderer, which writes it into the page.
 */
export const PageHeadContext = createContext<{
  origin: string;
  onHead?: (head: PageHead) => void;
  /** Told when the page rendered is the Not Found page, so the server answers 404 (an unknown bike, say). */
  onNotFound?: () => void;
} | null>(null);

/** Tells the server's renderer, if any, that this page is Not Found (the browser has none to tell). */
export function useNotFoundStatus(): void {
  useContext(PageHeadContext)?.onNotFound?.();
}

/** The shop's address as the page is seen: the server's public address there, the browser's here. */
export function useSiteOrigin(): string {
  return useContext(PageHeadContext)?.origin ?? window.location.origin;
}
