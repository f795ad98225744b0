import type { Language } from './notifications.ts';

/**
 * The language of a request (D23, docs/decisions/027): one rule for the server and the web app. The `lang`
 * cookie the web app sets wins; else the browser's Accept-Language, when it prefers a Bangla tag to an
 * English one; else English. The messages themselves are said in it from the catalogues (say.ts).
 */

/** The cookie the web app sets with the visitor's choice: `lang=bn` or `lang=en`. */
export const LANGUAGE_COOKIE = 'lang';

type Preference = { language: Language; q: number; order: number };

/** One item of Accept-Language (`bn-BD;q=0.9`) as a preference for en or bn, or null (another language, q=0). */
function preference(item: string, order: number): Preference | null {
  const [tag = '', ...params] = item.split(';').map((part) => part.trim());
  const primary = tag.toLowerCase().split('-')[0];
  if (primary !== 'bn' && primary !== 'en') return null;
  let q = 1;
  for (const param of params) {
    const m = /^q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i.exec(param);
    if (m) q = Number(m[1]);
    else if (/^q\s*=/i.test(param)) return null; // a malformed weight: the item is ignored (RFC 9110 §12.4.2)
  }
  return q > 0 ? { language: primary, q, order } : null;
}

/**
 * The language an Accept-Language header prefers between Bangla and English: the en or bn tag with the
 * highest weight (the earlier one on a tie), English when it names neither.
 */
export function preferredLanguage(acceptLanguage: string | undefined | null): Language {
  if (!acceptLanguage) return 'en';
  const best = acceptLanguage
    .slice(0, 1000)
    .split(',')
    .map(preference)
    .filter((p): p is Preference => p !== null)
    .sort((a, b) => b.q - a.q || a.order - b.order)[0];
  return best?.language ?? 'en';
}

/** The language of a request: the `lang` cookie when it names one, else Accept-Language's preference. */
export function requestLanguage(request: {
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): Language {
  if (request.cookie === 'bn' || request.cookie === 'en') return request.cookie;
  return preferredLanguage(request.acceptLanguage);
}
