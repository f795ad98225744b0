import { createContext, useContext } from 'react';
import type { Persistor } from 'redux-persist';

/** The store's persistor, for the few places that must write the saved state at once (logout). */
export const PersistorContext = createContext<Persistor | null>(null);

export function usePersistor(): Persistor | null {
  return useContext(PersistorContext);
}
