import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { Outlet, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { makeStore, type RootState } from '../app/store.ts';
import { AppToaster } from '../components/ui/app-toaster.tsx';

type Options = {
  /** Where the memory router starts. */
  route?: string;
  /** The path pattern the element is mounted at. */
  path?: string;
  preloadedState?: Partial<RootState>;
  /** Extra routes, e.g. the page a form navigates to. */
  extraRoutes?: RouteObject[];
};

/** Renders an element inside the store, a memory router and the toaster, like the app does. */
export function renderWithApp(element: ReactElement, options: Options = {}) {
  const { route = '/', path = '/', preloadedState, extraRoutes = [] } = options;
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <AppToaster isDark={false} />
          </>
        ),
        children: [{ path, element }, ...extraRoutes],
      },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...result, store, router };
}

/** Renders the app's real route table in a memory router. */
export function renderRoutes(
  routes: RouteObject[],
  options: { route?: string; preloadedState?: Partial<RootState> } = {},
) {
  const store = makeStore(options.preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...result, store, router };
}
