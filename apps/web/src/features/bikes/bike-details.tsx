import type { Role } from '@bond/contract/auth';
import type { Bike } from '@bond/contract/bikes';
import { Button } from '../../components/ui/button.tsx';
import { formatPricePerHour } from '../../lib/money.ts';
import { toast } from '../../lib/toast.ts';

export const VISITOR_BOOKING_MESSAGE = 'Login To Start Booking Process of the Bike';
export const ADMIN_BOOKING_MESSAGE = 'Admin is not allowed to book a bike';

type BikeDetailsProps = {
  bike: Bike;
  /** The signed-in role, '' for a visitor. */
  viewerRole: Role | '';
  /** Called when a signed-in customer presses 'Book Now !' on an available bike. */
  onStartBooking: () => void;
};

function Fact({ label, value, className = '' }: { label: string; value: string; className?: string }) {
  return (
    <div className={`rounded-xl bg-slate-100 px-4 py-3 dark:bg-slate-800 ${className}`}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-base font-semibold text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

/** The bike page (spec section 2): picture, facts, price per hour, availability and 'Book Now !'. */
export function BikeDetails({ bike, viewerRole, onStartBooking }: BikeDetailsProps) {
  const book = () => {
    if (viewerRole === 'user') onStartBooking();
    else if (viewerRole === 'admin') toast.error(ADMIN_BOOKING_MESSAGE);
    else toast.info(VISITOR_BOOKING_MESSAGE);
  };

  return (
    <article className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800">
        <img
          src={bike.image}
          alt={`${bike.brand} ${bike.name}`}
          width={800}
          height={600}
          fetchPriority="high"
          className="aspect-[4/3] size-full object-contain p-6"
        />
      </div>
      <div className="flex flex-col gap-6">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase dark:text-brand-300">
            {bike.brand}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {bike.name}
          </h1>
          <p className="mt-4 text-base leading-relaxed text-slate-700 dark:text-slate-300">{bike.description}</p>
        </div>
        <dl className="grid grid-cols-2 gap-3">
          <Fact label="Model" value={bike.model} />
          <Fact label="Brand" value={bike.brand} />
          <Fact label="Engine" value={`${bike.cc} CC`} />
          <Fact label="Year" value={String(bike.year)} />
          <Fact label="Price per hour" value={formatPricePerHour(bike.pricePerHour)} className="col-span-2" />
        </dl>
        <p>
          <span
            className={`inline-flex rounded-full px-4 py-1.5 text-sm font-semibold text-white ${bike.isAvailable ? 'bg-green-700' : 'bg-red-700'}`}
          >
            {bike.isAvailable ? 'Available For Booking' : 'Not Available For Booking'}
          </span>
        </p>
        <div>
          <Button size="lg" onClick={book} disabled={!bike.isAvailable} className="w-full sm:w-auto">
            Book Now !
          </Button>
          {!bike.isAvailable ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              This bike is out with a rider or being serviced. Please choose another one or check back later.
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
