/**
 * Which language a page is sent in (docs/product/languages.md#choosing-the-language): its address says (`/bn/…` is Bangla); the language switch's
 * `?lang=` and a visitor's remembered choice or browser move them to the address in their language. The rule
 * and the cookie are the web app's too (`@bond/contract/language-choice`).
 */
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '@bond/contract/language-choice';
import { pathInLanguage } from '@bond/contract/language-paths';
import type { Language } from '@bond/contract/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOf } from '../shared/requests.ts';

/**
 * The language switch's link (`?lang=bn` on the page's address in that language): the visitor's choice,
 * remembered in the cookie before the page is sent, so it works before the app has started (or without it).
 * Answered with the clean address; null when the address carries no choice.
 */
export function answerLanguageSwitch(request: FastifyRequest, reply: FastifyReply, path: string): FastifyReply | null {
  const url = new URL(request.url, 'http://shop.internal');
  const language = url.searchParams.get('lang');
  if (language !== 'en' && language !== 'bn') return null;
  url.searchParams.delete('lang');
  return reply
    .setCookie(LANGUAGE_COOKIE, language, { path: '/', maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax' })
    .redirect(`${pathInLanguage(path, language)}${url.search}`, 302);
}

/**
 * A page asked for without the prefix of the visitor's language (the remembered cookie, else the browser's
 * languages) goes to its address in that language: '/about' → '/bn/about'. An address that names Bangla is
 * always Bangla. Null when the page is already in the visitor's language.
 */
export function languageRedirect(request: FastifyRequest, path: string, language: Language): string | null {
  if (language === 'bn') return null;
  if (languageOf(request) !== 'bn') return null;
  const query = request.url.slice(path.length);
  return `${pathInLanguage(path, 'bn')}${query}`;
}
