/**
 * What the API server and the web app's renderer say to each other when a page is rendered on the server
 * (docs/decisions/020, docs/decisions/026): the web app's `src/boot/render.tsx` implements `PageRenderer`,
 * the API's `src/web/` calls it. Types only: neither side's code is in here.
 */
import type { Language } from './languages.ts';

/** What a page is asked for with. */
export type RenderInput = {
  /** The page's address (on the shop's public origin), with a signal that ends a render past its time. */
  request: Request;
  language: Language;
  /** The shop's public address, for canonical links. */
  origin: string;
  /** The session cookie's token, checked by the server, so a signed-in visitor's navbar is right at once. */
  authToken?: string | undefined;
};

/**
 * A rendered page, a redirect, or `none`: not a page the server renders (an error the browser should show,
 * say), so the plain frame is sent. `State` is what the page hands over to the browser (the server only
 * writes it into the page).
 */
export type RenderedPage<State = unknown> =
  /** `head`: the page's title, description, canonical and language links as HTML (null: the defaults). */
  | { kind: 'page'; status: number; head: string | null; html: string; state: State }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'none' };

/** Where the renderer's API calls go: the server's own routes, through `fetch`. */
export type ServerApi = { baseUrl: string; fetch: typeof fetch };

/** The built renderer module (`dist-server/render.js`) as the server loads it. */
export type PageRenderer<State = unknown> = {
  render(input: RenderInput): Promise<RenderedPage<State>>;
  configureApiForServer(api: ServerApi): void;
};

/** The id of the `<script type="application/json">` element that carries a rendered page's state. */
export const HANDED_OVER_STATE_ID = 'bond-state';
