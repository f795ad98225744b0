/** The login token lives in the `authToken` cookie for 7 days. */
import { AUTH_COOKIE_NAME, TOKEN_LIFETIME_DAYS } from '@bond/contract/constants';
import Cookies from 'js-cookie';

export function readAuthToken(): string | undefined {
  return Cookies.get(AUTH_COOKIE_NAME) || undefined;
}

export function storeAuthToken(token: string): void {
  Cookies.set(AUTH_COOKIE_NAME, token, {
    expires: TOKEN_LIFETIME_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
}

export function removeAuthToken(): void {
  Cookies.remove(AUTH_COOKIE_NAME, { path: '/' });
}
