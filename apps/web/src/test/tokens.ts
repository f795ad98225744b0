/** A token shaped like the API's (the web app only decodes it; it never checks the signature). */
export function fakeToken(payload: { user_email: string; user_role: string }): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u-1', iat: now, exp: now + 3600, ...payload })}.signature`;
}
