/**
 * Toasts (sonner: 4000 ms, at most 3 visible) without putting sonner in the first download: the library
 * loads on the first toast (or the first pointer or key press), the app's `<AppToaster />` mounts it, and
 * queued toasts are shown in order once it is listening.
 */
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
export type ToastId = string;

export const TOAST_DURATION_MS = 4000;
export const TOASTS_VISIBLE = 3;

let sonner: Promise<Sonner> | null = null;
let toasterReady: Promise<void> | null = null;
let resolveToasterReady: (() => void) | null = null;
let queue: Promise<unknown> = Promise.resolve();
let nextId = 0;
const mountRequests = new Set<(module: Sonner) => void>();

export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

/** `<AppToaster />` subscribes here; it renders sonner's Toaster once asked. */
export function onToasterRequested(listener: (module: Sonner) => void): () => void {
  mountRequests.add(listener);
  return () => mountRequests.delete(listener);
}

/** Called by `<AppToaster />` after sonner's Toaster has mounted and subscribed. */
export function markToasterMounted(): void {
  if (!toasterReady) toasterReady = Promise.resolve();
  resolveToasterReady?.();
  resolveToasterReady = null;
}

/** Forget the mounted toaster (tests unmount the tree between cases). */
export function markToasterUnmounted(): void {
  toasterReady = null;
  resolveToasterReady = null;
}

function ready(): Promise<Sonner> {
  return loadSonner().then((module) => {
    if (!toasterReady) {
      toasterReady = new Promise<void>((resolve) => {
        resolveToasterReady = resolve;
      });
      for (const listener of mountRequests) listener(module);
    }
    return toasterReady.then(() => module);
  });
}

function enqueue(show: (module: Sonner, id: ToastId) => void): ToastId {
  const id = `toast-${++nextId}`;
  queue = queue
    .then(ready)
    .then((module) => show(module, id))
    .catch((error: unknown) => {
      console.warn('Could not show a notification', error);
    });
  return id;
}

export const toast = {
  success: (message: string) => enqueue((m, id) => m.toast.success(message, { id })),
  error: (message: string) => enqueue((m, id) => m.toast.error(message, { id })),
  info: (message: string) => enqueue((m, id) => m.toast.info(message, { id })),
  message: (message: string) => enqueue((m, id) => m.toast(message, { id })),
  loading: (message: string) => enqueue((m, id) => m.toast.loading(message, { id })),
  dismiss: (id?: ToastId) => {
    queue = queue.then(() => sonner?.then((m) => m.toast.dismiss(id)));
  },
};

/** Start loading sonner as soon as the visitor first touches the page, so the first toast is instant. */
export function preloadToastsOnFirstInteraction(): void {
  const preload = () => {
    void loadSonner();
    window.removeEventListener('pointerdown', preload);
    window.removeEventListener('keydown', preload);
  };
  window.addEventListener('pointerdown', preload, { once: true, passive: true });
  window.addEventListener('keydown', preload, { once: true, passive: true });
}
