/*
 * The counters the failed-login lockouts and the per-route limits count with: the interface of the
 * rate-limit store (plugins/rate-limit-store.ts, decision 024), here so that the login service names what
 * it counts with without importing a plugin (docs/decisions/028).
 */

/** A counter after a hit: how many hits its window holds, and how long until that window ends. */
export type Hit = { count: number; resetInMs: number };

/** The calls that count: what the login lockouts and each per-route limit use. */
export type Counters = {
  /** Current count in the window of `key`. */
  get(key: string): Promise<number>;
  /** Adds one and returns the new count with the end of its window. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** Takes back one hit (a login counted before its password was checked turned out right). */
  unhit(key: string): Promise<void>;
  reset(key: string): Promise<void>;
};
