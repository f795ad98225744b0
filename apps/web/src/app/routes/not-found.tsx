import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** The 404 page of spec section 2. */
export function NotFound() {
  usePageMeta('Not Found', 'The page you were looking for is not at Bond Bike Rental. Head back home to find a bike.');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700 dark:text-brand-400" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Not Found</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        This road does not lead anywhere. The page may have moved, or the address has a typo.
      </p>
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        Go Back To Home
      </Link>
    </div>
  );
}
