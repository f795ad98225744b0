import type { Language } from '@bond/contract/notifications';
import { LANGUAGE_COOKIE, requestLanguage } from '@bond/contract/language-choice';
import { say, text, type SentenceId, type TextArgs } from '@bond/contract/say';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { Account, Actor } from './actors.ts';

/*
 * What a route reads off its request: the account the auth plugin (plugins/auth.ts) put on it, the actor,
 * and the request's language. Here rather than in the plugins, so that routes, which the plugins register,
 * import nothing from them (docs/decisions/028).
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account: set by the auth plugin's `authenticate` and `requireAdmin` hooks. */
    account: Account | null;
  }
}

/** The signed-in account of a request that passed an auth hook. */
export function accountOf(request: FastifyRequest): Account {
  if (!request.account) throw new AppError('UNAUTHENTICATED', text.logInFirst());
  return request.account;
}

/** The actor of a request that passed an auth hook (the audit log records both, docs/decisions/016). */
export function actorOf(request: FastifyRequest): Actor {
  return { ...accountOf(request), clientAddress: request.ip };
}

const LANG_COOKIE = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`);

/**
 * The request's language: its `lang` cookie, else its Accept-Language. Read from the headers themselves,
 * so it holds for answers given before any hook ran (Fastify's own early refusals, the 503 while closing).
 */
export function languageOf(request: FastifyRequest): Language {
  const cookie = LANG_COOKIE.exec(request.headers.cookie ?? '')?.[1]?.trim();
  return requestLanguage({ cookie, acceptLanguage: request.headers['accept-language'] });
}

/** A message of the catalogues in the request's language: `sayTo(request, 'bikeAdded')`. */
export function sayTo<K extends SentenceId>(request: FastifyRequest, id: K, ...args: TextArgs<K>): string {
  return say(languageOf(request), id, ...args) as string;
}
