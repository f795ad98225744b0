import { receiptPath } from '@bond/contract/receipt';
import type { FastifyInstance } from 'fastify';
import { perAddress } from '../shared/route-limits.ts';
import { findRentalsByCode } from './rental-links.repository.ts';

/** Far more short links than one customer, or a family behind one address, ever opens (docs/decisions/025). */
export const LINKS_PER_ADDRESS = 60;
export const LINK_WINDOW_MS = 15 * 60 * 1000;

/** Where a short link sends anyone it does not open a rental for: My Rentals, which asks a stranger to log in. */
export const LINK_FALLBACK = '/dashboard';

/**
 * The short link an SMS carries to a rental (docs/product/messages.md#channels, the contract's `shortReceiptPath`): `/r/<the first 8
 * characters of its id>`, 37 characters on a short domain instead of 79, so that a message fits one segment.
 *
 * It tells nobody but the rental's own people anything (docs/decisions/025): a visitor signed in (by the
 * web app's `authToken` cookie, checked as a bearer token is) as the rental's customer or as an admin is
 * taken to the rental's page; everyone else, whatever the code, gets the same answer, My Rentals, without
 * the database being asked. Limited per address like the other doors a stranger can knock on.
 */
export default async function rentalLinksRoutes(app: FastifyInstance) {
  app.get<{ Params: { code: string } }>(
    '/r/:code',
    { schema: { hide: true }, config: { rateLimit: perAddress({ max: LINKS_PER_ADDRESS, windowMs: LINK_WINDOW_MS }) } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const code = request.params.code.toLowerCase();
      const account = /^[0-9a-f]{8}$/.test(code) ? await app.accountOfAccessToken(request.cookies.authToken) : null;
      if (!account) return reply.redirect(LINK_FALLBACK, 302);
      const found = await findRentalsByCode(app.db, code);
      const [rental] = found;
      // Two rentals sharing the first 8 characters (rare) send the customer to My Rentals, where both are.
      const opens = found.length === 1 && rental && (account.role === 'admin' || rental.userId === account.id);
      return reply.redirect(opens ? receiptPath(rental.id) : LINK_FALLBACK, 302);
    },
  );
}
