import type { RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { HomePage } from './routes/home.tsx';
import { NotFound } from './routes/not-found.tsx';
import { RouteError } from './routes/route-error.tsx';

/**
 * The routes of spec section 2. Home is in the first download; every other page is its own chunk,
 * loaded when it is first visited.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's code arrives when the site is opened on a page other than home.
    hydrateFallbackElement: (
      <RootLayout>
        <Spinner label="Loading the page…" className="min-h-[60vh]" />
      </RootLayout>
    ),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'allbikes', lazy: () => import('./routes/all-bikes.tsx') },
          { path: 'allbikes/:id', lazy: () => import('./routes/bike-detail.tsx') },
          { path: 'contact', lazy: () => import('./routes/contact.tsx') },
          { path: 'about', lazy: () => import('./routes/about.tsx') },
          { path: 'login', lazy: () => import('./routes/login.tsx') },
          { path: 'register', lazy: () => import('./routes/register.tsx') },
          { path: 'blogs/:slug', lazy: () => import('./routes/blog-article.tsx') },
          {
            element: <ProtectedRoute />,
            children: [
              { path: 'dashboard', lazy: () => import('./routes/dashboard.tsx') },
              { path: 'booking', lazy: () => import('./routes/booking.tsx') },
            ],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];
