import { z } from 'zod';
import { PhoneSchema, RoleSchema } from './auth.ts';
import { PageQuerySchema, trimmed } from './common.ts';
import { nameOf, searchText } from './text.ts';
import { LanguageSchema, ReminderChannelSchema } from './notifications.ts';

export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  role: RoleSchema,
  /** How the customer wants reminders before pickup and return (docs/product/messages.md#reminder-choice). */
  reminderChannel: ReminderChannelSchema,
  /**
   * The language of the customer's messages and of the server's answers to them (docs/product/languages.md#two-languages). This server always
   * sends it; optional in the type so that clients written before it keep compiling.
   */
  language: LanguageSchema.optional(),
  /**
   * Whether the customer proved the e-mail address is theirs (decision 023): until then it gets nothing but
   * the verification link. This server always sends it; optional in the type like `language`.
   */
  emailVerified: z.boolean().optional(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const MeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  email: z.string(),
  role: RoleSchema,
  data: UserSchema,
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const UpdateMeSchema = z.object({
  name: nameOf('Name', 100),
  phone: PhoneSchema,
  address: trimmed('Address', 300),
  /** Left as it is when absent (the spec's client does not know it). */
  reminderChannel: ReminderChannelSchema.optional(),
  /** Left as it is when absent, like reminderChannel. */
  language: LanguageSchema.optional(),
});
export type UpdateMe = z.infer<typeof UpdateMeSchema>;

/** `GET /users/allusers`: active accounts, oldest first, paginated; `search` over name, e-mail and phone. */
export const UserListQuerySchema = PageQuerySchema.extend({
  search: searchText('search', 100).optional(),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

/** `PATCH /users/{id}/role` (admin): the account's new role (docs/product/accounts-and-roles.md#roles). */
export const ChangeRoleSchema = z.object({ role: RoleSchema });
export type ChangeRole = z.infer<typeof ChangeRoleSchema>;

/** `GET /users/{id}` (admin): a customer and where their money stands (docs/product/money-and-refunds.md#refunds-due). */
export const CustomerSummarySchema = UserSchema.extend({
  /** When the account was deactivated (docs/product/accounts-and-roles.md#deleting-keeps-history); null while it is open. */
  deactivatedAt: z.string().nullable(),
  /** Balances of returned rentals still unpaid, BDT. */
  openBalance: z.number().int(),
  /** Money the shop owes this customer and has not yet paid back, BDT. */
  refundsDue: z.number().int(),
  /** Rentals and bookings of every state. */
  rentalCount: z.number().int(),
  /** Rentals holding a period now or ahead (booked, out on rent, awaiting the advance). */
  openRentalCount: z.number().int(),
});
export type CustomerSummary = z.infer<typeof CustomerSummarySchema>;
