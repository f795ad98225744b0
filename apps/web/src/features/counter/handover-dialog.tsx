import { COUNTER_METHODS, type CounterDayRental } from '@bond/contract/counter';
import { BKASH_HOLD_METHOD } from '@bond/contract/deposit-holds';
import type { DepositMethod } from '@bond/contract/handover';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../components/ui/dialog-form-footer.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useMutationDialog } from '../../lib/use-mutation-dialog.ts';
import { useGetPaymentGatewaysQuery } from '../../components/payments/api.ts';
import { BikePhotos, useBikePhotos, usePhotosCheck } from './bike-photos.tsx';
import { BkashHoldPanel, useDepositHold } from './bkash-hold.tsx';
import { useHandOverMutation } from './inspection-api.ts';
import { FuelChoice, HelmetsChoice, NotesField, OdometerField, odometerOf } from './inspection-fields.tsx';
import { PaymentMethodFields, referenceFor } from './payment-method-fields.tsx';

/** What the form still needs before it can be sent, by field; empty when nothing. */
type Problems = Partial<Record<'odometer' | 'fuel' | 'helmets' | 'photos' | 'deposit', string>>;

/**
 * 'Hand over' (docs/product/handover-and-return.md#screens): the bike leaves with its readings (odometer, fuel,
 * helmets), at least four photos taken with the rider and the bike's deposit, taken by a counter method or,
 * where the shop has bKash, held in the rider's bKash wallet (sent only once bKash holds it). The
 * server refuses a rider whose papers are not approved, a handover too early, a deposit that is not the bike's;
 * its refusal stays in the dialog and nothing is lost of what was typed.
 */
export function HandoverDialog({ rental }: { rental: CounterDayRental }) {
  const { t } = useTranslation('inspections');
  const f = useFormat();
  const [handOver, { isLoading }] = useHandOverMutation();
  const photos = useBikePhotos(rental._id);
  const photosProblem = usePhotosCheck();
  const [odometer, setOdometer] = useState('');
  const [fuel, setFuel] = useState<number>();
  const [helmets, setHelmets] = useState<number>(1);
  const [notes, setNotes] = useState('');
  const [method, setMethod] = useState<DepositMethod>('cash');
  const [reference, setReference] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const deposit = rental.bike.deposit;
  const byHold = deposit > 0 && method === BKASH_HOLD_METHOD;
  const dialog = useMutationDialog<{ message: string }>({
    onOpen: () => {
      setOdometer('');
      setFuel(undefined);
      setHelmets(1);
      setNotes('');
      setMethod('cash');
      setReference('');
      setProblems({});
      photos.clear();
    },
  });
  // A deposit can be held in bKash where the shop has bKash (docs/product/handover-and-return.md#deposits-held-in-bkash).
  const { data: gateways } = useGetPaymentGatewaysQuery(undefined, { skip: deposit === 0 || !dialog.open });
  const bkash = gateways?.includes('bkash') ?? false;
  const methods: readonly DepositMethod[] = bkash ? [...COUNTER_METHODS, BKASH_HOLD_METHOD] : COUNTER_METHODS;
  // Read whatever the method: a hold left open shows, with its way to let it go, before another method is taken.
  const hold = useDepositHold(rental._id, deposit > 0 && bkash && dialog.open);
  const holdOpen = hold.hold?.state === 'pending' || hold.hold?.state === 'held';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const odometerKm = odometerOf(odometer);
    const found: Problems = {
      ...(odometerKm === undefined ? { odometer: t('readings.odometerInvalid') } : {}),
      ...(fuel === undefined ? { fuel: t('readings.fuelRequired') } : {}),
      ...(photosProblem(photos) ? { photos: photosProblem(photos) } : {}),
      ...(byHold && hold.hold?.state !== 'held' ? { deposit: t('hold.notHeld') } : {}),
    };
    setProblems(found);
    if (odometerKm === undefined || fuel === undefined || Object.keys(found).length) return;
    void dialog.run(() =>
      handOver({
        rentalId: rental._id,
        odometerKm,
        fuelEighths: fuel,
        helmets: helmets === 2 ? 2 : 1,
        photoIds: photos.ids,
        ...(notes.trim() ? { notes: notes.trim() } : {}),
        deposit: { method, amount: deposit, ...referenceFor(method, reference) },
      }).unwrap(),
    );
  };

  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      size="lg"
      title={t('handover.title', { bike: rental.bike.name })}
      description={t('handover.description', { name: rental.customer.name, phone: rental.customer.phone })}
      trigger={
        <Button
          size="md"
          variant="primary"
          aria-label={t('handover.buttonLabel', { bike: rental.bike.name, name: rental.customer.name })}
        >
          {t('handover.button')}
        </Button>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-6">
        <OdometerField
          value={odometer}
          onChange={setOdometer}
          hint={t('readings.odometerHint')}
          error={problems.odometer}
        />
        <FuelChoice value={fuel} onChange={setFuel} error={problems.fuel} />
        <HelmetsChoice legend={t('readings.helmets')} values={[1, 2]} value={helmets} onChange={setHelmets} />
        <BikePhotos photos={photos.photos} onAdd={photos.add} onRemove={photos.remove} error={problems.photos} />
        <NotesField value={notes} onChange={setNotes} />
        <section className="space-y-3 rounded-lg bg-slate-50 p-4 dark:bg-slate-800">
          <h3 className="font-semibold">{t('handover.deposit')}</h3>
          {deposit > 0 ? (
            <>
              <p className="text-xl font-bold tabular-nums">
                {t('handover.depositAmount', { amount: f.taka(deposit) })}
              </p>
              <PaymentMethodFields<DepositMethod>
                label={t('handover.depositMethod')}
                methods={methods}
                method={method}
                onMethodChange={setMethod}
                reference={reference}
                onReferenceChange={setReference}
              />
              {byHold || holdOpen ? (
                <BkashHoldPanel rentalId={rental._id} amount={deposit} hold={hold.hold} error={hold.error} />
              ) : null}
              {problems.deposit ? (
                <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                  {problems.deposit}
                </p>
              ) : null}
            </>
          ) : (
            <p>{t('handover.depositNone')}</p>
          )}
        </section>
        <DialogFormFooter
          error={dialog.refusal}
          closeLabel={t('handover.cancel')}
          submitLabel={deposit > 0 ? t('handover.submit', { amount: f.taka(deposit) }) : t('handover.submitNoDeposit')}
          isSubmitting={isLoading || photos.busy}
        />
      </form>
    </Dialog>
  );
}
