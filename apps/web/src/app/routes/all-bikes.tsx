import { BikeSearch } from '../../features/bikes/bike-search.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

function AllBikesPage() {
  usePageMeta(
    'All Bikes',
    'Every motorbike for rent at Bond Bike Rental in Dhaka: search by name, brand, model and availability, compare hourly prices in BDT.',
  );
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-transparent dark:from-slate-900">
        <div className="mx-auto max-w-7xl px-4 pt-12 text-center sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">All Bikes</h1>
          <p className="mx-auto mt-3 max-w-2xl text-slate-700 dark:text-slate-300">
            Commuters for city errands, sports bikes for the highway and electric scooters for quiet rides: every bike
            is serviced before each rental and priced by the hour.
          </p>
        </div>
      </div>
      <BikeSearch />
    </>
  );
}

export { AllBikesPage as Component };
