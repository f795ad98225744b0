import type { Role } from '@bond/contract/auth';

/*
 * Who is acting, as every layer names them: the auth plugin finds the account of a request, routes pass it
 * on, services and the audit log's repository take it. Types only, at the bottom of the API's layers
 * (docs/decisions/028), so that no service imports a plugin to name its caller.
 */

/** A signed-in account, as the auth plugin loads it for each request. */
export type Account = { id: string; email: string; name: string; role: Role };

/** Who does an action and from where: the signed-in account and the request's client address. */
export type Actor = Account & { clientAddress: string };

/** A browser that logged in to the account under this token version (docs/decisions/022). */
export type KnownDevice = { userId: string; tokenVersion: number };
