import { HANDED_OVER_STATE_ID } from '@bond/contract/page-rendering';
import type { RootState } from '../app/store.ts';

/** What a page rendered by the server hands over, so the browser picks up where the server left off. */
export type HandedOverState = {
  store: Pick<RootState, 'api' | 'user'>;
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null };
};

/** The state the server wrote into the page (`#bond-state`), or null: the plain frame, nothing rendered. */
export function readHandedOverState(): HandedOverState | null {
  const element = document.getElementById(HANDED_OVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as HandedOverState;
  } catch {
    return null;
  }
}
