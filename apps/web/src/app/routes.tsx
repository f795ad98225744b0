import { useTranslation } from 'react-i18next';
import { data, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { bikesApi } from '../features/catalogue/api.ts';
import { contentApi } from '../features/content/api.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { AllBikesPage } from './routes/all-bikes.tsx';
import { NotFound } from './routes/not-found.tsx';
import { RouteError } from './routes/route-error.tsx';
import type { AppStore } from './store.ts';

/** Shown while the first page's code arrives: the spinner in the page's language. */
function PageSpinner() {
  const { t } = useTranslation('common');
  return <Spinner label={t('spinner.page')} className="min-h-[60vh]" />;
}

/**
 * The routes. Home and the top of /allbikes are in the first download; every other page
 * is its own chunk, loaded when it is first visited. Given the store, home and the bike pages start fetching their data
 * while their code is still on its way (route loaders run alongside `lazy`).
 */
export function createRoutes(store?: AppStore): RouteObject[] {
  const prefetchBikes = store
    ? () => {
        void store.dispatch(bikesApi.util.prefetch('getBikes', {}, {}));
        return null;
      }
    : undefined;
  // Home's data: the bikes and the coupons, so a rendered home arrives with both (docs/decisions/020).
  const prefetchHome = store
    ? () => {
        void store.dispatch(bikesApi.util.prefetch('getBikes', {}, {}));
        void store.dispatch(contentApi.util.prefetch('getActiveCoupons', undefined, {}));
        return null;
      }
    : undefined;
  const prefetchBike = store
    ? ({ params }: { params: { id?: string } }) => {
        if (params.id) void store.dispatch(bikesApi.util.prefetch('getBike', params.id, {}));
        return null;
      }
    : undefined;

  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      // Shown while the first page's code arrives, on a page the browser renders itself.
      hydrateFallbackElement: (
        <RootLayout>
          <PageSpinner />
        </RootLayout>
      ),
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, loader: prefetchHome, lazy: () => import('./routes/home.tsx') },
            { path: 'allbikes', loader: prefetchBikes, element: <AllBikesPage /> },
            { path: 'allbikes/:id', loader: prefetchBike, lazy: () => import('./routes/bike-detail.tsx') },
            { path: 'contact', lazy: () => import('./routes/contact.tsx') },
            { path: 'about', lazy: () => import('./routes/about.tsx') },
            { path: 'login', lazy: () => import('./routes/login.tsx') },
            { path: 'register', lazy: () => import('./routes/register.tsx') },
            { path: 'verify-email', lazy: () => import('./routes/verify-email.tsx') },
            { path: 'deposit-hold', lazy: () => import('./routes/deposit-hold.tsx') },
            { path: 'blogs/:slug', lazy: () => import('./routes/blog-article.tsx') },
            {
              element: <ProtectedRoute />,
              children: [
                { path: 'dashboard', lazy: () => import('./routes/dashboard.tsx') },
                { path: 'dashboard/rentals/:id', lazy: () => import('./routes/rental-receipt.tsx') },
                { path: 'booking', lazy: () => import('./routes/booking.tsx') },
              ],
            },
            // An address that names no page is a 404 (the server's rendered page says so too).
            { path: '*', element: <NotFound />, loader: () => data(null, { status: 404 }) },
          ],
        },
      ],
    },
  ];
}

/** The routes without data prefetching (tests render pages with their own store). */
export const routes: RouteObject[] = createRoutes();
