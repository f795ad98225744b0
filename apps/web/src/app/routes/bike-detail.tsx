import { Suspense, lazy, useState } from 'react';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { selectUser } from '../../features/account/user-slice.ts';
import { useGetBikeQuery } from '../../features/bikes/api.ts';
import { BikeDetails } from '../../features/bikes/bike-details.tsx';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api-error.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { NotFound } from './not-found.tsx';

// Only a signed-in customer can book: visitors and admins never download the dialog and its form code.
const BookingDialog = lazy(() =>
  import('../../features/booking/booking-dialog.tsx').then((m) => ({ default: m.BookingDialog })),
);

function BikeDetailPage() {
  const { id = '' } = useParams();
  const { data: bike, error, isLoading } = useGetBikeQuery(id);
  const { role } = useSelector(selectUser);
  const [isBooking, setBooking] = useState(false);

  usePageMeta(
    bike ? `${bike.name} (${bike.brand})` : 'Bike details',
    bike
      ? `Rent the ${bike.brand} ${bike.name} ${bike.model} (${bike.cc} CC) by the hour in Dhaka for ${bike.pricePerHour} BDT per hour at Bond Bike Rental.`
      : 'Details, hourly price and availability of a motorbike for rent at Bond Bike Rental in Dhaka.',
  );

  if (isLoading) return <Spinner label="Loading the bike…" className="py-24" />;
  const status = apiErrorStatus(error);
  if (status === 404 || status === 400) return <NotFound />;
  if (error || !bike) {
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">This bike could not be loaded</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{apiErrorMessage(error)}</p>
      </div>
    );
  }
  return (
    <>
      <BikeDetails bike={bike} viewerRole={role} onStartBooking={() => setBooking(true)} />
      {role === 'user' && (bike.isOffered || isBooking) ? (
        <Suspense fallback={null}>
          <BookingDialog bike={bike} open={isBooking} onOpenChange={setBooking} />
        </Suspense>
      ) : null}
    </>
  );
}

export { BikeDetailPage as Component };
