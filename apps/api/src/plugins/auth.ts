import fastifyJwt from '@fastify/jwt';
import { roleMayAct, type Role } from '@bond/contract/auth';
import { KNOWN_DEVICE_DAYS } from '@bond/contract/constants';
import { text } from '@bond/contract/say';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, sessionExpired } from '../errors.ts';
import { accountOfToken, TOKEN_LIFETIME_SECONDS } from '../modules/auth/auth.service.ts';
import type { Account, KnownDevice } from '../shared/actors.ts';
// The request's `account` (declared there) and the helpers routes read it with.
import '../shared/requests.ts';

/** `sid`: the session (one row of `sessions`) the token belongs to; tokens issued before sessions have none. */
type AccessClaims = {
  sub: string;
  user_email: string;
  user_role: Role;
  ver: number;
  typ: 'access' | 'refresh' | 'device';
  sid?: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook (before the body is read and validated): a valid bearer token of an active account. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: as authenticate, and the account's current role (from the database) is admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /**
     * An onRequest hook (before the body is read and validated, so a refused caller learns nothing of the
     * body's rules): as authenticate, and the account's current role (from the database) may do what needs
     * `role`, by the contract's `roleMayAct`: `requireRole('staff')` lets staff and admins in, customers get
     * 403 (docs/product/accounts-and-roles.md#roles).
     */
    requireRole: (role: Exclude<Role, 'user'>) => (request: FastifyRequest) => Promise<void>;
    issueTokens(
      account: { id: string; email: string; role: Role; tokenVersion: number },
      sessionId: string,
    ): {
      accessToken: string;
      refreshToken: string;
    };
    verifyRefreshToken(token: string): AccessClaims | null;
    /**
     * A token's claims when it is an access token signed with this server's secret and not expired, else
     * null: what a page rendered for a cookie may trust without asking the database.
     */
    verifyAccessToken(token: string | undefined): AccessClaims | null;
    /**
     * The account a token that is not a request's bearer names (the `authToken` cookie of a page request):
     * checked as a bearer token is, signature, expiry and session; null when it does not pass.
     */
    accountOfAccessToken(token: string | undefined): Promise<Account | null>;
    /** The known-device cookie's token, given to a browser when it logs in (docs/decisions/022). */
    issueDeviceToken(account: { id: string; email: string; role: Role; tokenVersion: number }): string;
    verifyDeviceToken(token: string): KnownDevice | null;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { secret: string }) => {
    await app.register(fastifyJwt, {
      secret: opts.secret,
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('account', null);

    app.decorate(
      'issueTokens',
      (account: { id: string; email: string; role: Role; tokenVersion: number }, sessionId: string) => {
        const base = {
          sub: account.id,
          user_email: account.email,
          user_role: account.role,
          ver: account.tokenVersion,
          sid: sessionId,
        };
        return {
          accessToken: app.jwt.sign({ ...base, typ: 'access' }, { expiresIn: TOKEN_LIFETIME_SECONDS }),
          refreshToken: app.jwt.sign({ ...base, typ: 'refresh' }, { expiresIn: TOKEN_LIFETIME_SECONDS }),
        };
      },
    );

    app.decorate('verifyRefreshToken', (token: string) => {
      try {
        const claims = app.jwt.verify<AccessClaims>(token);
        return claims.typ === 'refresh' && claims.sid && UUID.test(claims.sid) ? claims : null;
      } catch {
        return null;
      }
    });

    /** The claims of an access token signed with this server's secret and not expired, or null. */
    function accessClaims(token: string): AccessClaims | null {
      try {
        const claims = app.jwt.verify<AccessClaims>(token);
        return claims.typ === 'access' ? claims : null;
      } catch {
        return null;
      }
    }

    /**
     * Decision 006: the account, not the token, decides: a deactivation, a promotion or a revoke counts at once, and
     * so does a logout (one join where each request already loads the account).
     */
    async function accountOfClaims(claims: AccessClaims): Promise<Account> {
      const sid = claims.sid && UUID.test(claims.sid) ? claims.sid : null;
      if (claims.sid !== undefined && !sid) throw sessionExpired();
      const row = await accountOfToken(app.db, { sub: claims.sub, ver: claims.ver, sid });
      return { id: row.id, email: row.email, name: row.name, role: row.role };
    }

    app.decorate('verifyAccessToken', (token: string | undefined) => (token ? accessClaims(token) : null));
    app.decorate('accountOfAccessToken', async (token: string | undefined) => {
      const claims = token ? accessClaims(token) : null;
      if (!claims) return null;
      try {
        return await accountOfClaims(claims);
      } catch (error) {
        if (error instanceof AppError) return null;
        throw error;
      }
    });

    app.decorate('issueDeviceToken', (account: { id: string; email: string; role: Role; tokenVersion: number }) =>
      app.jwt.sign(
        {
          sub: account.id,
          user_email: account.email,
          user_role: account.role,
          ver: account.tokenVersion,
          typ: 'device',
        },
        { expiresIn: KNOWN_DEVICE_DAYS * 24 * 60 * 60 },
      ),
    );

    app.decorate('verifyDeviceToken', (token: string) => {
      try {
        const claims = app.jwt.verify<AccessClaims>(token);
        return claims.typ === 'device' && UUID.test(claims.sub)
          ? { userId: claims.sub, tokenVersion: claims.ver }
          : null;
      } catch {
        return null;
      }
    });

    async function loadAccount(request: FastifyRequest): Promise<Account> {
      const header = request.headers.authorization;
      if (!header || !/^Bearer\s+\S+$/i.test(header)) {
        throw new AppError('UNAUTHENTICATED', text.logInFirst());
      }
      let claims: AccessClaims;
      try {
        claims = await request.jwtVerify<AccessClaims>();
      } catch {
        throw sessionExpired();
      }
      if (claims.typ !== 'access') throw sessionExpired();
      const account = await accountOfClaims(claims);
      request.account = account;
      return account;
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      await loadAccount(request);
    });
    const FORBIDDEN_TEXT = { staff: text.staffOnly(), admin: text.adminOnly() } as const;
    const requireRole = (needed: Exclude<Role, 'user'>) => async (request: FastifyRequest) => {
      const account = await loadAccount(request);
      if (!roleMayAct(account.role, needed)) throw new AppError('FORBIDDEN', FORBIDDEN_TEXT[needed]);
    };
    app.decorate('requireRole', requireRole);
    app.decorate('requireAdmin', requireRole('admin'));
  },
  { name: 'auth', dependencies: ['db'] },
);
