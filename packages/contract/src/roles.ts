/**
 * The roles of docs/product/accounts-and-roles.md#roles: a customer (`user`), the counter's `staff`, and the
 * shop's `admin`. Apart from the schemas (auth.ts), so that the message catalogues can name a role.
 */
export const ROLES = ['user', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Whether an account of `role` may call what needs `needed`: the one rule the API's route guards read (and
 * the web app's navigation can). An admin does everything staff do; a customer's own calls are every
 * signed-in account's.
 */
export function roleMayAct(role: Role, needed: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}
