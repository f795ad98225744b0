import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation, useParams } from 'react-router';
import { JsonLd } from '../../components/json-ld.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { selectUser } from '../../features/account/user-slice.ts';
import { dashboardSectionState } from '../../features/dashboard/use-dashboard-section.ts';
import { useGetBikeQuery } from '../../features/catalogue/api.ts';
import { BikeDetails } from '../../features/catalogue/bike-details.tsx';
import { formatDigits, useFormat } from '../../i18n/format.ts';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api-error.ts';
import { useSiteOrigin } from '../../lib/page-head.ts';
import { bikeJsonLd } from '../../lib/structured-data.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { pathInLanguage } from '../../i18n/languages.ts';
import { NotFound } from './not-found.tsx';

// Only a signed-in customer can book: visitors and admins never download the dialog and its form code.
const BookingDialog = lazy(() =>
  import('../../features/booking/booking-dialog.tsx').then((m) => ({ default: m.BookingDialog })),
);
// What the customer must still bring or upload before the bike is handed over, asked for when the dialog opens.
const RiderNotice = lazy(() =>
  import('../../features/riders/rider-notice.tsx').then((m) => ({ default: m.RiderNotice })),
);

function BikeDetailPage() {
  const { id = '' } = useParams();
  const { data: bike, error, isLoading } = useGetBikeQuery(id);
  const { role } = useSelector(selectUser);
  const [isBooking, setBooking] = useState(false);
  const origin = useSiteOrigin();
  const { pathname } = useLocation();

  const { t } = useTranslation('pages');
  const f = useFormat();
  // The plain numbers of the spec's page ('1250 BDT'), in the language's digits.
  const plain = (value: number) => formatDigits(value, f.language);
  usePageMeta(
    bike ? t('bikeDetail.title', { name: bike.name, brand: bike.brand }) : t('bikeDetail.fallbackTitle'),
    bike
      ? t('bikeDetail.description', {
          brand: bike.brand,
          name: bike.name,
          model: bike.model,
          cc: plain(bike.cc),
          price: plain(bike.pricePerHour),
        })
      : t('bikeDetail.fallbackDescription'),
  );

  // RTK Query asks again for a bike it could not get (the server's 404, handed over with the page) and calls
  // that loading: the answer already shown stays until the new one comes. A spinner flashed in its place would
  // take a link away from under a visitor's finger.
  if (isLoading && !error) return <Spinner label={t('bikeDetail.loading')} className="py-24" />;
  const status = apiErrorStatus(error);
  if (status === 404 || status === 400) return <NotFound />;
  if (error || !bike) {
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('bikeDetail.loadFailed')}</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{apiErrorMessage(error)}</p>
      </div>
    );
  }
  return (
    <>
      <JsonLd data={bikeJsonLd(origin, bike, pathInLanguage(pathname, f.language))} />
      <BikeDetails bike={bike} viewerRole={role} onStartBooking={() => setBooking(true)} />
      {role === 'user' && (bike.isOffered || isBooking) ? (
        <Suspense fallback={null}>
          <BookingDialog
            bike={bike}
            open={isBooking}
            onOpenChange={setBooking}
            notice={
              <Suspense fallback={null}>
                <RiderNotice profileState={dashboardSectionState('profile')} />
              </Suspense>
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}

export { BikeDetailPage as Component };
