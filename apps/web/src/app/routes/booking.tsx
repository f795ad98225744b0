import { usePageMeta } from '../../lib/use-page-meta.ts';

/** Spec section 2: the protected booking route. */
function BookingPage() {
  usePageMeta('Booking', 'Book a motorbike at Bond Bike Rental.');
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">This is booking process page</h1>
    </div>
  );
}

export { BookingPage as Component };
