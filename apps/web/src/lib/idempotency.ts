import { useCallback, useRef } from 'react';

/**
 * Idempotency keys for the calls that book or open a checkout (docs/decisions/021): a press that gets no
 * answer (a dropped connection, a server error) can be pressed again without booking twice, because the
 * retry carries the same key and the server answers it with the first call's result. A key is random
 * (`crypto.getRandomValues`, which works on plain http too) and belongs to one request: the same request
 * asked again gets the same key, a different one a new key.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The `Idempotency-Key` header of a call, when it has a key. */
export const idempotencyHeaders = (key: string | undefined): Record<string, string> | undefined =>
  key ? { 'Idempotency-Key': key } : undefined;

/**
 * A key per request: `keyFor(request)` answers the same key while the request stays the same (its retries),
 * and a new one for another request; `forget()` starts afresh (a dialog opened again).
 */
export function useIdempotencyKeys() {
  const last = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const asked = JSON.stringify(request);
    if (last.current?.request !== asked) last.current = { request: asked, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
  const forget = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, forget };
}

/**
 * Whether a refusal is the call's final answer, after which a new press is a new request with a new key: a
 * 4xx, or 502 (the payment service refused, and the booking was cancelled). Without an answer, or with a
 * 503 or 500, the server may have done it: the next press asks again with the same key.
 */
export const refusalIsFinal = (status: number | undefined): boolean =>
  status !== undefined && ((status >= 400 && status < 500) || status === 502);
