import { z } from 'zod';
import { EmailSchema, PhoneSchema } from './auth.ts';
import { PageQuerySchema, trimmed } from './common.ts';
import { RiderStatusSchema } from './riders.ts';
import { nameOf, searchText } from './text.ts';
import { UserSchema } from './users.ts';

/**
 * Customers at the counter (docs/product/the-counter.md#walk-ins): staff find a customer by phone, name or
 * e-mail, and make an account for a rider who has none with a name and a phone number.
 */

/**
 * `GET /customers?search=&page=&pageSize=` (staff): open customer accounts, oldest first, paged like every
 * growing list; `search` finds a phone typed in any form or in part, or part of a name or an e-mail.
 */
export const CustomerListQuerySchema = PageQuerySchema.extend({
  search: searchText('search', 100).optional(),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuerySchema>;

/** A field a form may leave empty: an empty or blank text counts as not given. */
const blankIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/**
 * `POST /customers` (staff): a customer account made at the counter, with no password
 * (docs/product/accounts-and-roles.md#customers-made-at-the-counter). The phone is stored in its one form; the
 * e-mail and the address may be left out.
 */
export const NewCustomerSchema = z.object({
  name: nameOf('Name', 100),
  phone: PhoneSchema,
  email: blankIsAbsent(EmailSchema),
  address: blankIsAbsent(trimmed('Address', 300)),
});
export type NewCustomer = z.infer<typeof NewCustomerSchema>;

/**
 * A customer as the counter's list shows them: the account, and where their rider's papers stand
 * (docs/product/riders-on-file.md#statuses), so the clerk knows before the rider reaches the desk.
 */
export const CustomerSchema = UserSchema.extend({ riderStatus: RiderStatusSchema });
export type Customer = z.infer<typeof CustomerSchema>;
