/**
 * A private picture shown on the page, a rider's paper (docs/product/riders-on-file.md#privacy) or a photo of
 * a rented bike (docs/product/handover-and-return.md#photos): it is never at a public address, so it is read with the session's bearer token as a blob and shown through an object URL,
 * let go when the picture leaves the page.
 */
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { apiUrl, sessionOf, type Session } from '../base-api.ts';

export type PictureState =
  | { state: 'loading' }
  | { state: 'shown'; url: string }
  | { state: 'failed'; refusal: { status: number | 'FETCH_ERROR'; data?: unknown } };

/** Reads a picture with the session's token; after a 401 the session is refreshed once and it is read again. */
export async function readPicture(path: string, session: Session, signal: AbortSignal): Promise<Blob> {
  const read = (token: string | undefined) =>
    fetch(apiUrl(path), {
      credentials: 'include',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal,
    });
  const sent = session.token();
  let response = await read(sent);
  if (response.status === 401 && sent !== undefined) {
    const token = await session.renew(sent, { status: 401, data: await response.json().catch(() => undefined) });
    if (token) response = await read(token);
  }
  if (!response.ok) {
    throw { status: response.status, data: await response.json().catch(() => undefined) };
  }
  return response.blob();
}

/**
 * The picture at `path` (an API path), read when given and shown through an object URL until the component
 * leaves the page or the path changes. No path, no request: staff's views are each written to the audit log.
 */
export function usePicture(path: string | undefined): PictureState | undefined {
  const store = useStore();
  const [picture, setPicture] = useState<{ path: string; state: PictureState }>();
  useEffect(() => {
    if (!path) return undefined;
    const controller = new AbortController();
    let url: string | undefined;
    readPicture(path, sessionOf(store.dispatch, store.getState), controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setPicture({ path, state: { state: 'shown', url } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const refusal =
          typeof error === 'object' && error !== null && 'status' in error
            ? (error as { status: number; data?: unknown })
            : { status: 'FETCH_ERROR' as const };
        setPicture({ path, state: { state: 'failed', refusal } });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, store]);
  return path && picture?.path === path ? picture.state : path ? { state: 'loading' } : undefined;
}
