import { receiptPath } from '@bond/contract/receipt';
import { and, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rentals } from '../db/schema.ts';

/**
 * The short link an SMS carries to a rental (D22, the contract's `shortReceiptPath`): `/r/<the first 8
 * characters of its id>`, 37 characters on a short domain instead of 79, so that a message fits one segment. It opens the rental's page, which
 * asks its customer (or an admin) to log in like any dashboard page; it tells nobody else anything.
 */
export default async function rentalLinksRoutes(app: FastifyInstance) {
  app.get<{ Params: { code: string } }>('/r/:code', { schema: { hide: true } }, async (request, reply) => {
    const code = request.params.code.toLowerCase();
    reply.header('cache-control', 'no-store');
    if (!/^[0-9a-f]{8}$/.test(code)) return reply.redirect('/dashboard', 302);
    // The ids that begin with the code, found on the primary key's index.
    const found = await app.db
      .select({ id: rentals.id })
      .from(rentals)
      .where(
        and(
          gte(rentals.id, `${code}-0000-0000-0000-000000000000`),
          lte(rentals.id, `${code}-ffff-ffff-ffff-ffffffffffff`),
        ),
      )
      .limit(2);
    // Two rentals sharing the first 8 characters (rare) send the customer to My Rentals, where both are.
    return reply.redirect(found.length === 1 && found[0] ? receiptPath(found[0].id) : '/dashboard', 302);
  });
}
