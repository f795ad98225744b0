import { describe, expect, it, vi } from 'vitest';
import { addUser, initialUserState } from '../features/account/user-slice.ts';
import { initialThemeState, toggleTheme } from '../features/theme/theme-slice.ts';
import { persistStorage } from '../lib/persist-storage.ts';
import { fakeToken } from '../test/tokens.ts';
import { PERSIST_KEY, PERSIST_TIMEOUT_MS, makePersistedStore } from './store.ts';

function waitForRehydration(persistor: ReturnType<typeof makePersistedStore>['persistor']) {
  return new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    });
  });
}

describe('persisted store', () => {
  it('saves the user and the theme under one root key, never the API cache', async () => {
    const { store, persistor } = makePersistedStore();
    await waitForRehydration(persistor);
    store.dispatch(addUser(fakeToken({ user_email: 'rider@example.com', user_role: 'user' })));
    store.dispatch(toggleTheme());
    await persistor.flush();

    const saved = JSON.parse(window.localStorage.getItem(`persist:${PERSIST_KEY}`) ?? '{}') as Record<string, string>;
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'theme', 'user']);
    expect(JSON.parse(saved.user ?? '{}')).toEqual({ email: 'rider@example.com', role: 'user' });
    expect(JSON.parse(saved.theme ?? '{}')).toEqual({ isDarkMode: true });
  });

  it('starts signed out in the light theme when the saved state does not come back within the time-out', async () => {
    vi.useFakeTimers();
    // A storage that never answers (a browser stalling on its disk).
    const stalled = vi.spyOn(persistStorage, 'getItem').mockReturnValue(new Promise<string | null>(() => {}));
    try {
      const { store, persistor } = makePersistedStore();
      await vi.advanceTimersByTimeAsync(PERSIST_TIMEOUT_MS - 1);
      expect(stalled).toHaveBeenCalledWith(`persist:${PERSIST_KEY}`);
      expect(persistor.getState().bootstrapped).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(persistor.getState().bootstrapped).toBe(true);
      expect(store.getState().user).toEqual(initialUserState);
      expect(store.getState().theme).toEqual(initialThemeState);
    } finally {
      stalled.mockRestore();
      vi.useRealTimers();
    }
  });

  it('restores both slices without one overwriting the other', async () => {
    const first = makePersistedStore();
    await waitForRehydration(first.persistor);
    first.store.dispatch(toggleTheme());
    first.store.dispatch(addUser(fakeToken({ user_email: 'admin@example.com', user_role: 'admin' })));
    await first.persistor.flush();
    first.persistor.pause();

    const second = makePersistedStore();
    await waitForRehydration(second.persistor);
    expect(second.store.getState().theme).toEqual({ isDarkMode: true });
    expect(second.store.getState().user).toEqual({ email: 'admin@example.com', role: 'admin' });
  });
});
