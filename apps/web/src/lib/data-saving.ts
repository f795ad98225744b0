/**
 * Whether the page may spend a visitor's data on decoration (the home banner's video). Most of the
 * shop's customers pay for mobile data by the megabyte, so the video stays a still picture when they ask to
 * save data (Chrome's Data Saver / Lite mode: `navigator.connection.saveData`, the `Save-Data` header;
 * `prefers-reduced-data`), when the browser reports a slow connection (2G or 3G), or when they prefer less
 * motion. Otherwise it may load, once the page itself has finished loading.
 */
import { useEffect, useState } from 'react';

/** What the browser tells about the visitor's connection and wishes. */
export type DataSavingSignals = {
  saveData: boolean;
  /** The Network Information API's `effectiveType`: 'slow-2g', '2g', '3g' or '4g'; absent in some browsers. */
  effectiveType: string | undefined;
  prefersReducedData: boolean;
  prefersReducedMotion: boolean;
};

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

/** Whether decorative media (the banner video) may be downloaded. */
export function mayLoadDecorativeMedia(signals: DataSavingSignals): boolean {
  if (signals.saveData || signals.prefersReducedData || signals.prefersReducedMotion) return false;
  return !(signals.effectiveType && SLOW_CONNECTIONS.has(signals.effectiveType));
}

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** The signals of this browser, now. */
export function readDataSavingSignals(): DataSavingSignals {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return {
    // The server marks the page when the browser sent `Save-Data: on`, for browsers that do not expose it.
    saveData: connection?.saveData === true || document.documentElement.hasAttribute('data-save-data'),
    effectiveType: connection?.effectiveType,
    prefersReducedData: matches('(prefers-reduced-data: reduce)'),
    prefersReducedMotion: matches('(prefers-reduced-motion: reduce)'),
  };
}

/** Resolves once the page has loaded (its `load` event), so decoration never competes with the first paint. */
function whenPageLoaded(onLoaded: () => void): () => void {
  if (document.readyState === 'complete') {
    onLoaded();
    return () => undefined;
  }
  window.addEventListener('load', onLoaded, { once: true });
  return () => window.removeEventListener('load', onLoaded);
}

/**
 * Whether the decorative media may start now: false on the server and until the page has loaded, and for
 * good when the visitor saves data, is on a slow connection or prefers less motion.
 */
export function useDecorativeMedia(): boolean {
  const [mayLoad, setMayLoad] = useState(false);
  useEffect(() => {
    if (!mayLoadDecorativeMedia(readDataSavingSignals())) return undefined;
    return whenPageLoaded(() => setMayLoad(true));
  }, []);
  return mayLoad;
}
