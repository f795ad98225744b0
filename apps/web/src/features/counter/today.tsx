import {
  COUNTER_DAY_LISTS,
  COUNTER_METHODS,
  type CounterDayList,
  type CounterDayRental,
  type CounterMethod,
} from '@bond/contract/counter';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../components/ui/dialog-form-footer.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { apiErrorMessage, apiErrorStatus } from '../../lib/api-error.ts';
import { refusalIsFinal, useIdempotencyKeys } from '../../lib/idempotency.ts';
import { toast } from '../../lib/toast.ts';
import { useMutationDialog } from '../../lib/use-mutation-dialog.ts';
import { useGetCounterDayQuery, useSendPaymentLinkMutation, useTakeCounterPaymentMutation } from './api.ts';
import { HandoverDialog } from './handover-dialog.tsx';
import { PaymentMethodFields, referenceFor } from './payment-method-fields.tsx';
import { ReturnDialog } from './return-dialog.tsx';

/** The Dhaka day `days` after `date` (both YYYY-MM-DD): calendar arithmetic, whatever the browser's zone. */
export function shiftShopDate(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Noon in Dhaka on a day (06:00 UTC): an instant to name the day by. */
const middayOf = (date: string) => `${date}T06:00:00Z`;

/** What a rental's state reads as on the counter's lists. */
function stateOf(rental: CounterDayRental): CounterDayRental['status'] | 'overdue' {
  return rental.isOverdue ? 'overdue' : rental.status;
}

/**
 * 'Take advance' or 'Take balance' (docs/product/the-counter.md#counter-payments): the amount due, fixed by the
 * server's list, taken in cash, by Send Money or on the card terminal with its reference. A press that gets no
 * answer can be pressed again: it carries the same Idempotency-Key. The server's refusal (no open till, a
 * reference taken already) stays in the dialog.
 */
function TakePaymentDialog({ rental, due }: { rental: CounterDayRental; due: NonNullable<CounterDayRental['due']> }) {
  const { t } = useTranslation('counter');
  const f = useFormat();
  const [take, { isLoading }] = useTakeCounterPaymentMutation();
  const idempotency = useIdempotencyKeys();
  const [method, setMethod] = useState<CounterMethod>('cash');
  const [reference, setReference] = useState('');
  const dialog = useMutationDialog<{ message: string }>({
    onOpen: () => {
      setMethod('cash');
      setReference('');
      idempotency.forget();
    },
    onRefusal: (error) => {
      if (refusalIsFinal(apiErrorStatus(error))) idempotency.forget();
    },
  });
  const action = due.purpose === 'advance' ? t('today.takeAdvance') : t('today.takeBalance');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = {
      rentalId: rental._id,
      purpose: due.purpose,
      method,
      amount: due.amount,
      ...referenceFor(method, reference),
    };
    void dialog.run(() => take({ ...request, idempotencyKey: idempotency.keyFor(request) }).unwrap());
  };
  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      title={due.purpose === 'advance' ? t('today.pay.titleAdvance') : t('today.pay.titleBalance')}
      description={t('today.pay.description', {
        name: rental.customer.name,
        phone: rental.customer.phone,
        bike: rental.bike.name,
      })}
      trigger={
        <Button size="sm" variant="success" aria-label={t('today.takeFor', { action, name: rental.customer.name })}>
          {action}
        </Button>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <dl className="flex items-baseline justify-between gap-4 rounded-lg bg-slate-50 px-4 py-3 dark:bg-slate-800">
          <dt className="text-slate-600 dark:text-slate-300">{t('today.pay.amount')}</dt>
          <dd className="text-xl font-bold tabular-nums">{f.taka(due.amount)}</dd>
        </dl>
        <PaymentMethodFields<CounterMethod>
          label={t('today.pay.method')}
          methods={COUNTER_METHODS}
          method={method}
          onMethodChange={setMethod}
          reference={reference}
          onReferenceChange={setReference}
        />
        <DialogFormFooter
          error={dialog.refusal}
          closeLabel={t('today.pay.cancel')}
          submitLabel={t('today.pay.submit', { amount: f.taka(due.amount) })}
          isSubmitting={isLoading}
        />
      </form>
    </Dialog>
  );
}

/**
 * 'Send payment link' (docs/product/the-counter.md#payment-link-by-sms): an SMS to the customer of a booking
 * waiting for its advance, with the link where they pay it online. The server's answer, or its refusal (sent a
 * moment ago, no mobile number), is a toast.
 */
function SendPaymentLinkButton({ rental }: { rental: CounterDayRental }) {
  const { t } = useTranslation('counter');
  const [send, { isLoading }] = useSendPaymentLinkMutation();
  const press = async () => {
    try {
      toast.success((await send({ rentalId: rental._id }).unwrap()).message);
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={isLoading}
      onClick={() => void press()}
      aria-label={t('today.sendLinkFor', { name: rental.customer.name })}
    >
      {t('today.sendLink')}
    </Button>
  );
}

/**
 * One rental of a list: who, which bike, when, its state, what is due, and what the counter can do: hand the
 * bike over, take it back, take money, send the payment link.
 */
function RentalCard({ rental }: { rental: CounterDayRental }) {
  const { t } = useTranslation('counter');
  const f = useFormat();
  const state = stateOf(rental);
  // A paid booking leaves by its handover; a bike out comes back by its return (docs/product/handover-and-return.md#screens).
  const canHandOver = rental.status === 'booked' && !rental.handedOverAt;
  const canTakeBack = rental.status === 'active';
  const times: [string, string][] = [
    [t('today.from'), f.time(rental.startTime)],
    [t('today.until'), rental.endTime ? f.time(rental.endTime) : t('today.openEnded')],
    ...(rental.returnTime ? [[t('today.returned'), f.time(rental.returnTime)] as [string, string]] : []),
  ];
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900 dark:text-white">{rental.customer.name}</p>
          <a
            href={`tel:${rental.customer.phone}`}
            className="text-sm text-slate-600 tabular-nums underline-offset-2 hover:underline dark:text-slate-300"
          >
            {rental.customer.phone}
          </a>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            state === 'overdue' || state === 'pending'
              ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200'
              : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200'
          }`}
        >
          {t(`today.state.${state}`)}
        </span>
      </div>
      <p className="font-medium break-words">{rental.bike.name}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {times.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600 dark:text-slate-300">{term}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {rental.status === 'pending' && rental.holdExpiresAt ? (
        <p className="text-sm text-amber-800 dark:text-amber-300">
          {t('today.payBy', { time: f.time(rental.holdExpiresAt) })}
        </p>
      ) : null}
      {rental.due ? <p className="font-semibold">{t('today.due', { amount: f.taka(rental.due.amount) })}</p> : null}
      {rental.due || rental.status === 'pending' || canHandOver || canTakeBack ? (
        <div className="flex flex-wrap gap-2">
          {canHandOver ? <HandoverDialog rental={rental} /> : null}
          {canTakeBack ? <ReturnDialog rental={rental} /> : null}
          {rental.due ? <TakePaymentDialog rental={rental} due={rental.due} /> : null}
          {rental.status === 'pending' ? <SendPaymentLinkButton rental={rental} /> : null}
        </div>
      ) : null}
    </li>
  );
}

function DayList({ list, rentals }: { list: CounterDayList; rentals: CounterDayRental[] }) {
  const { t } = useTranslation('counter');
  const f = useFormat();
  const id = `counter-day-${list}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t(`today.lists.${list}`)} ({f.number(rentals.length)})
      </h3>
      {rentals.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t(`today.empty.${list}`)}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {rentals.map((rental) => (
            <RentalCard key={rental._id} rental={rental} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Today at the counter (docs/product/the-counter.md#the-counters-day): a Dhaka day's bookings to hand over, the
 * returns due (every overdue one today) and the balances due, with the advance or balance taken from the row
 * and the payment link sent to a customer whose booking waits for its advance. The day moves back and forth;
 * it starts at today by the server's clock.
 */
export function CounterToday() {
  const { t } = useTranslation('counter');
  const f = useFormat();
  const [date, setDate] = useState<string | undefined>(undefined);
  const day = useGetCounterDayQuery({ date }, { refetchOnMountOrArgChange: true });
  const shown = day.data;
  const move = (days: number) => shown && setDate(shiftShopDate(shown.date, days));

  let content;
  if (day.isLoading || (day.isFetching && !shown)) content = <Spinner label={t('today.loading')} />;
  else if (day.error && !shown) content = <LoadError error={day.error} onRetry={() => void day.refetch()} />;
  else if (shown) {
    content = (
      <div className="space-y-8">
        {COUNTER_DAY_LISTS.map((list) => (
          <DayList key={list} list={list} rentals={shown[list]} />
        ))}
      </div>
    );
  }

  const dayName = shown ? f.date(middayOf(shown.date)) : '';
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* The dashboard names the page (Today); this says which day it shows. */}
        <p className="text-lg font-semibold text-slate-900 dark:text-white" aria-live="polite">
          {shown ? (shown.isToday ? t('today.isToday', { date: dayName }) : dayName) : null}
        </p>
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('today.dayLabel')}>
          <Button size="sm" variant="outline" disabled={!shown || day.isFetching} onClick={() => move(-1)}>
            {t('today.previous')}
          </Button>
          <Button size="sm" variant="outline" disabled={!shown || shown.isToday} onClick={() => setDate(undefined)}>
            {t('today.backToToday')}
          </Button>
          <Button size="sm" variant="outline" disabled={!shown || day.isFetching} onClick={() => move(1)}>
            {t('today.next')}
          </Button>
        </div>
      </div>
      {content}
    </div>
  );
}
