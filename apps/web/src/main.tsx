import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { PersistorContext } from './app/persistor-context.ts';
import { routes } from './app/routes.tsx';
import { makePersistedStore } from './app/store.ts';
import './index.css';
import { preloadToastsOnFirstInteraction } from './lib/toast.ts';

const { store, persistor } = makePersistedStore();
const router = createBrowserRouter(routes);
preloadToastsOnFirstInteraction();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <PersistorContext value={persistor}>
          <RouterProvider router={router} />
        </PersistorContext>
      </PersistGate>
    </Provider>
  </StrictMode>,
);
