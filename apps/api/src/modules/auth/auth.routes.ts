import {
  LoginResponseSchema,
  LoginSchema,
  PhoneCodeRequestedSchema,
  PhoneCodeRequestSchema,
  PhoneCodeVerifySchema,
  PhoneSignInResponseSchema,
  SignupSchema,
  VerifyEmailResponseSchema,
  VerifyEmailSchema,
} from '@bond/contract/auth';
import { MessageResponseSchema } from '@bond/contract/common';
import { KNOWN_DEVICE_COOKIE_NAME, KNOWN_DEVICE_DAYS, REFRESH_COOKIE_NAME } from '@bond/contract/constants';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TooManyAttempts } from '../../errors.ts';
import { accountOf, languageOf, sayTo } from '../../shared/requests.ts';
import { perAddress } from '../../shared/route-limits.ts';
import * as service from './auth.service.ts';
import { requestPhoneCode, verifyPhoneCode } from './phone-sign-in.ts';
import { clientNetwork } from '../../net/client-network.ts';

/** Verification links tried from one client address an hour. */
const VERIFY_ATTEMPTS_PER_ADDRESS = 60;
/**
 * Phone sign-in codes asked for, and codes tried, from one client address an hour (docs/decisions/041): room
 * for the customers behind a carrier's shared address (docs/decisions/031), not for pumping SMS to many
 * numbers or guessing codes across them.
 */
export const PHONE_CODE_REQUESTS_PER_ADDRESS = 30;
export const PHONE_CODE_VERIFIES_PER_ADDRESS = 60;

export default async function authRoutes(fastify: FastifyInstance, opts: { secureCookies: boolean }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const verification: service.VerificationContext = { secret: app.config.jwtSecret, messages: app.messageContext };

  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE_NAME, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: opts.secureCookies,
      path: '/api/auth',
      maxAge: service.TOKEN_LIFETIME_SECONDS,
    });

  /** A refused login says when to come back, in the message and in a Retry-After header. */
  async function withRetryAfter<T>(reply: FastifyReply, attempt: () => Promise<T>): Promise<T> {
    try {
      return await attempt();
    } catch (err) {
      if (err instanceof TooManyAttempts) reply.header('retry-after', String(err.retryAfterSeconds));
      throw err;
    }
  }

  app.post(
    '/auth/signup',
    {
      config: {
        rateLimit: perAddress({
          max: app.config.signupsPerAddressPerHour ?? service.SIGNUPS_PER_ADDRESS,
          windowMs: service.SIGNUP_WINDOW_MS,
        }),
      },
      schema: {
        tags,
        summary: 'Register a customer account',
        body: SignupSchema.strict(),
        response: { 201: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      await service.signUp(app.db, request.body, languageOf(request), verification);
      return reply.status(201).send({ success: true as const, message: sayTo(request, 'registered') });
    },
  );

  /**
   * docs/decisions/022: an admin's login code needs a real SMS gateway or an SMTP server to reach the admin.
   * Without either (the demo, or a shop that set neither), the code goes to the server's log instead.
   */
  const canSendCodes = app.config.sms?.gateway === 'sslwireless' || Boolean(app.config.email);
  const logCode = (email: string, code: string) =>
    app.log.warn(
      `login code for admin ${email}: ${code} (valid 10 minutes; no SMS gateway or SMTP server is configured to send it)`,
    );

  app.post(
    '/auth/verify-email',
    {
      // A wrong token costs nothing to try; a flood of them from one address is cut off all the same.
      config: { rateLimit: perAddress({ max: VERIFY_ATTEMPTS_PER_ADDRESS, windowMs: service.SIGNUP_WINDOW_MS }) },
      schema: {
        tags,
        summary: 'Verify my e-mail address with the link the verification e-mail carries (no login needed)',
        body: VerifyEmailSchema.strict(),
        response: { 200: VerifyEmailResponseSchema },
      },
    },
    async (request) => {
      const { email } = await service.verifyEmail(app.db, app.config.jwtSecret, request.body.token);
      return {
        success: true as const,
        message: sayTo(request, 'emailVerified'),
        data: { email, emailVerified: true as const },
      };
    },
  );

  app.post(
    '/auth/verify-email/resend',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Send the link that verifies my e-mail address again (one a minute, five an hour)',
        response: { 200: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      const { email } = await withRetryAfter(reply, () =>
        service.resendVerification(app.db, verification, accountOf(request).id),
      );
      return { success: true as const, message: sayTo(request, 'verificationSent', { email }) };
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary:
          'Log in; answers a 7-day token. An admin account after 5 failed logins also needs the code sent to it (LOGIN_CODE_REQUIRED)',
        body: LoginSchema.strict(),
        response: { 200: LoginResponseSchema },
      },
    },
    async (request, reply) => {
      const device = request.cookies[KNOWN_DEVICE_COOKIE_NAME];
      const user = await withRetryAfter(reply, () =>
        service.logIn(app.db, app.rateLimits, clientNetwork(request.ip), request.body, {
          slowdown: app.config.loginSlowdown,
          now: app.config.now?.(),
          knownDevice: device ? app.verifyDeviceToken(device) : null,
          codeWithoutChannel: canSendCodes ? undefined : logCode,
        }),
      );
      const sessionId = await service.startSession(app.db, user.id);
      const { accessToken, refreshToken } = app.issueTokens(user, sessionId);
      setRefreshCookie(reply, refreshToken);
      // docs/decisions/022: this browser is now known to the account; its logins skip the account's wait.
      reply.setCookie(KNOWN_DEVICE_COOKIE_NAME, app.issueDeviceToken(user), {
        httpOnly: true,
        sameSite: 'strict',
        secure: opts.secureCookies,
        path: '/api/auth/login',
        maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
      });
      return {
        success: true as const,
        message: sayTo(request, 'loggedIn'),
        token: accessToken,
        data: { email: user.email, role: user.role },
      };
    },
  );

  app.post(
    '/auth/otp/request',
    {
      config: {
        rateLimit: perAddress({ max: PHONE_CODE_REQUESTS_PER_ADDRESS, windowMs: service.SIGNUP_WINDOW_MS }),
      },
      schema: {
        tags,
        summary:
          'Send a one-time sign-in code by SMS to a Bangladeshi mobile number (202 whether or not it has an account)',
        body: PhoneCodeRequestSchema.strict(),
        response: { 202: PhoneCodeRequestedSchema },
      },
    },
    async (request, reply) => {
      const sent = await withRetryAfter(reply, () =>
        requestPhoneCode(app.db, request.body.phone, {
          secret: app.config.jwtSecret,
          language: languageOf(request),
          now: app.config.now?.(),
        }),
      );
      // The code is due at once: this process's worker sends it now rather than at its next tick.
      app.outbox.wake();
      return reply.status(202).send({
        success: true as const,
        message: sayTo(request, 'phoneCodeSent', { minutes: Math.round(sent.expiresInSeconds / 60) }),
        data: sent,
      });
    },
  );

  app.post(
    '/auth/otp/verify',
    {
      config: {
        rateLimit: perAddress({ max: PHONE_CODE_VERIFIES_PER_ADDRESS, windowMs: service.SIGNUP_WINDOW_MS }),
      },
      schema: {
        tags,
        summary:
          'Sign in with the code sent to a phone: to its account, or (with a name) to a new customer account; answers as a login does',
        body: PhoneCodeVerifySchema.strict(),
        response: { 200: PhoneSignInResponseSchema, 201: PhoneSignInResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, newAccount } = await verifyPhoneCode(app.db, request.body, {
        secret: app.config.jwtSecret,
        language: languageOf(request),
        now: app.config.now?.(),
      });
      const sessionId = await service.startSession(app.db, user.id);
      const { accessToken, refreshToken } = app.issueTokens(user, sessionId);
      setRefreshCookie(reply, refreshToken);
      return reply.status(newAccount ? 201 : 200).send({
        success: true as const,
        message: sayTo(request, newAccount ? 'phoneAccountCreated' : 'loggedIn'),
        token: accessToken,
        data: { email: user.email, role: user.role, phone: user.phone, newAccount },
      });
    },
  );

  app.get(
    '/auth/refresh-token',
    {
      schema: {
        tags,
        summary: 'A new token from the http-only refresh cookie, which is replaced (rotated) by a new one',
        response: { 200: LoginResponseSchema },
      },
    },
    async (request, reply) => {
      const cookie = request.cookies[REFRESH_COOKIE_NAME];
      const claims = cookie ? app.verifyRefreshToken(cookie) : null;
      const { user, sessionId } = await service.rotateSession(app.db, claims);
      const { accessToken, refreshToken } = app.issueTokens(user, sessionId);
      setRefreshCookie(reply, refreshToken);
      return {
        success: true as const,
        message: sayTo(request, 'tokenRefreshed'),
        token: accessToken,
        data: { email: user.email, role: user.role },
      };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'End this session: its refresh cookie and its tokens stop working',
        response: { 200: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      const cookie = request.cookies[REFRESH_COOKIE_NAME];
      const claims = cookie ? app.verifyRefreshToken(cookie) : null;
      if (claims?.sid) await service.endSession(app.db, claims.sid);
      reply.clearCookie(REFRESH_COOKIE_NAME, { path: '/api/auth' });
      return { success: true as const, message: sayTo(request, 'loggedOut') };
    },
  );

  app.post(
    '/auth/logout-all',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'End every session of my account, on every device',
        response: { 200: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      await service.endAllSessions(app.db, accountOf(request).id);
      reply.clearCookie(REFRESH_COOKIE_NAME, { path: '/api/auth' });
      return { success: true as const, message: sayTo(request, 'loggedOutEverywhere') };
    },
  );
}
