/** localStorage in the promise shape redux-persist expects (no dependency on its CommonJS storage module). */
export const persistStorage = {
  getItem(key: string): Promise<string | null> {
    try {
      return Promise.resolve(window.localStorage.getItem(key));
    } catch {
      return Promise.resolve(null);
    }
  },
  setItem(key: string, value: string): Promise<void> {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Private mode or a full disk: the session still works, it just is not remembered.
    }
    return Promise.resolve();
  },
  removeItem(key: string): Promise<void> {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // See setItem.
    }
    return Promise.resolve();
  },
};
