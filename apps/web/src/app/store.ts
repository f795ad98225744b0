/**
 * The Redux store: RTK Query's cache plus the user and theme slices. The two slices are saved together
 * under one redux-persist root key (`persist:root`, level-one merge, so restoring one never overwrites the
 * other) and restored with a 5000 ms time-out; the API cache is never saved.
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import { userReducer } from '../features/account/user-slice.ts';
import { themeReducer, type ThemeState } from '../features/theme/theme-slice.ts';
import { baseApi } from '../lib/base-api.ts';
import { persistStorage } from '../lib/persist-storage.ts';

export const PERSIST_KEY = 'root';
export const PERSIST_TIMEOUT_MS = 5000;

export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  user: userReducer,
  theme: themeReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

const persistedReducer = persistReducer(
  { key: PERSIST_KEY, version: 1, storage: persistStorage, whitelist: ['user', 'theme'], timeout: PERSIST_TIMEOUT_MS },
  rootReducer,
);

function configure(reducer: typeof rootReducer, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(baseApi.middleware),
  });
}

/** A store without persistence (tests, or a fresh start). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configure(rootReducer, preloadedState);
}

/**
 * The browser's store: user and theme saved under the root key and restored at start. A page the server
 * rendered starts from the state it handed over and restores the saved parts once it has hydrated
 * (`persistor.persist()`), so its first render matches the server's.
 */
export function makePersistedStore(handedOver?: Partial<RootState>) {
  const store = configure(persistedReducer as unknown as typeof rootReducer, handedOver);
  // `manualPersist` (redux-persist 6; missing from its types) waits for `persistor.persist()`.
  const options = handedOver ? ({ manualPersist: true } as Parameters<typeof persistStore>[1]) : undefined;
  return { store, persistor: persistStore(store, options) };
}

/** The saved theme, read at once (as the inline script of index.html does before the first paint). */
export function savedThemeState(): ThemeState {
  try {
    const saved = JSON.parse(window.localStorage.getItem(`persist:${PERSIST_KEY}`) ?? '{}') as { theme?: string };
    const theme = saved.theme ? (JSON.parse(saved.theme) as Partial<ThemeState>) : {};
    return { isDarkMode: theme.isDarkMode === true };
  } catch {
    return { isDarkMode: false };
  }
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
