import type { ChargeItem } from '@bond/contract/charge-items';
import { CHARGE_ITEM_MAX_AMOUNT } from '@bond/contract/charge-items';
import type { CounterDayRental } from '@bond/contract/counter';
import type { ReturnedHold } from '@bond/contract/deposit-holds';
import type { ReturnCharge } from '@bond/contract/handover';
import type { Bill } from '@bond/contract/inspections';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetRentalStoryQuery } from '../../components/rentals/api.ts';
import { BillTable } from '../../components/rentals/bill-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../components/ui/dialog-form-footer.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { apiErrorMessage } from '../../lib/api-error.ts';
import { isWallClock, isoToWallClock, wallClockToIso } from '../../lib/time.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useMutationDialog } from '../../lib/use-mutation-dialog.ts';
import { useNow } from '../../lib/use-now.ts';
import { BikePhotos, useBikePhotos, usePhotosCheck } from './bike-photos.tsx';
import { useGetCounterChargeItemsQuery, usePreviewReturnQuery, useTakeBackMutation } from './inspection-api.ts';
import { FuelChoice, HelmetsChoice, NotesField, OdometerField, odometerOf } from './inspection-fields.tsx';

/** The price list's lost helmet: charged by the helmets brought back, never picked by hand. */
const LOST_HELMET = 'LOST_HELMET';

/** A charge added on the return screen: the price list's by its code, or one written for the case. */
type AddedCharge = { key: number; name: string } & ReturnCharge;

type Problems = Partial<Record<'odometer' | 'fuel' | 'helmets' | 'photos' | 'other', string>>;

/**
 * The toast after a return: what is left to pay, or of the deposit to give back (or that bKash gave back
 * itself, for a deposit held in the rider's wallet), or nothing.
 */
function useOutcome() {
  const { t } = useTranslation('inspections');
  const f = useFormat();
  return (bill: Bill, heldInBkash: boolean) => {
    if (bill.balance > 0) return t('return.toPay', { amount: f.taka(bill.balance) });
    if (bill.depositRefund > 0) {
      const amount = f.taka(bill.depositRefund);
      return heldInBkash ? t('return.releasedInBkash', { amount }) : t('return.owedBack', { amount });
    }
    return t('return.settled');
  };
}

/** The charges of the price list the counter picks from, and the line of its own. */
function ChargeChooser({
  items,
  charges,
  onAdd,
  onRemove,
  error,
  onProblem,
}: {
  items: readonly ChargeItem[];
  charges: readonly AddedCharge[];
  onAdd: (charge: Omit<AddedCharge, 'key'>) => void;
  onRemove: (key: number) => void;
  error?: string;
  onProblem: (problem: string) => void;
}) {
  const { t } = useTranslation('inspections');
  const f = useFormat();
  const [label, setLabel] = useState('');
  const [amount, setAmount] = useState('');
  const addOther = () => {
    const typed = label.trim();
    const value = Number(amount);
    if (!typed || !Number.isInteger(value) || value < 1 || value > CHARGE_ITEM_MAX_AMOUNT) {
      onProblem(t('return.otherInvalid'));
      return;
    }
    onProblem('');
    onAdd({ name: typed, label: typed, amount: value });
    setLabel('');
    setAmount('');
  };
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('return.charges')}
      </legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('return.chargesHint')}</p>
      <div className="flex flex-wrap gap-2">
        {items
          .filter((item) => item.code !== LOST_HELMET)
          .map((item) => {
            const name = f.language === 'bn' ? item.nameBn : item.nameEn;
            return (
              <Button
                key={item._id}
                type="button"
                variant="outline"
                onClick={() => onAdd({ name, itemCode: item.code, amount: item.amount })}
              >
                {t('return.addCharge', { name, amount: f.taka(item.amount) })}
              </Button>
            );
          })}
      </div>
      {charges.length ? (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {charges.map((charge) => (
            <li key={charge.key} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0 break-words">{charge.name}</span>
              <span className="flex items-center gap-2">
                <span className="tabular-nums">{f.taka(charge.amount)}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => onRemove(charge.key)}
                  aria-label={t('return.removeCharge', { name: charge.name })}
                >
                  ×
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-3 rounded-lg border border-dashed border-slate-300 p-3 sm:grid-cols-[1fr_9rem_auto] sm:items-end dark:border-slate-600">
        <TextField
          label={t('return.otherLabel')}
          value={label}
          maxLength={100}
          onChange={(e) => setLabel(e.target.value)}
        />
        <TextField
          label={t('return.otherAmount')}
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
        />
        <Button type="button" variant="outline" onClick={addOther}>
          {t('return.addOther')}
        </Button>
      </div>
      {error ? <p className="text-sm text-red-700 dark:text-red-400">{error}</p> : null}
    </fieldset>
  );
}

/** The bill the return would make with what is on the form, asked again as the form changes. */
function BillPreview({
  rentalId,
  returnTime,
  odometerKm,
  fuelEighths,
  helmetsBack,
  charges,
}: {
  rentalId: string;
  returnTime: string | undefined;
  odometerKm: number | undefined;
  fuelEighths: number | undefined;
  helmetsBack: number | undefined;
  charges: ReturnCharge[];
}) {
  const { t } = useTranslation('inspections');
  const asked = useDebouncedValue(
    returnTime
      ? {
          rentalId,
          returnTime,
          ...(odometerKm !== undefined ? { odometerKm } : {}),
          ...(fuelEighths !== undefined ? { fuelEighths } : {}),
          ...(helmetsBack !== undefined ? { helmetsBack } : {}),
          charges,
        }
      : undefined,
    400,
  );
  const preview = usePreviewReturnQuery(asked ?? { rentalId, returnTime: '', charges: [] }, { skip: !asked });
  return (
    <section aria-labelledby={`bill-${rentalId}`} className="space-y-2 rounded-lg bg-slate-50 p-4 dark:bg-slate-800">
      <h3 id={`bill-${rentalId}`} className="font-semibold">
        {t('return.bill')}
      </h3>
      <div aria-live="polite" aria-busy={preview.isFetching}>
        {preview.error ? (
          <p className="text-sm text-red-700 dark:text-red-400">
            {t('return.billRefused', { reason: apiErrorMessage(preview.error) })}
          </p>
        ) : preview.data ? (
          <div className={preview.isFetching ? 'opacity-60' : undefined}>
            <BillTable bill={preview.data} />
          </div>
        ) : (
          <Spinner label={t('return.billLoading')} />
        )}
      </div>
    </section>
  );
}

/**
 * 'Take back' (docs/product/handover-and-return.md#screens): the bike comes back with its readings and at
 * least four photos; the counter adds damage from the price list or a line of its own, and the bill (from
 * the server's preview, as the return would make it) is read with the rider before it is saved. A return
 * time ahead of now previews what coming back then would cost; the server takes back only a bike that is here.
 */
export function ReturnDialog({ rental }: { rental: CounterDayRental }) {
  const { t } = useTranslation('inspections');
  const f = useFormat();
  const [takeBack, { isLoading }] = useTakeBackMutation();
  const outcomeOf = useOutcome();
  const now = useNow(30_000);
  const photos = useBikePhotos(rental._id);
  const photosProblem = usePhotosCheck();
  const [returnTime, setReturnTime] = useState('');
  const [odometer, setOdometer] = useState('');
  const [fuel, setFuel] = useState<number>();
  const [helmetsBack, setHelmetsBack] = useState<number>();
  const [notes, setNotes] = useState('');
  const [charges, setCharges] = useState<AddedCharge[]>([]);
  const [nextKey, setNextKey] = useState(1);
  const [problems, setProblems] = useState<Problems>({});
  const dialog = useMutationDialog<{ message: string; data: { bill: Bill; depositHold?: ReturnedHold | null } }>({
    onOpen: () => {
      setReturnTime(isoToWallClock(new Date()));
      setOdometer('');
      setFuel(undefined);
      setHelmetsBack(undefined);
      setNotes('');
      setCharges([]);
      setProblems({});
      photos.clear();
    },
    successMessage: ({ data }) =>
      t('return.done', { outcome: outcomeOf(data.bill, data.depositHold?.givenBack === true) }),
  });
  const story = useGetRentalStoryQuery(rental._id, { skip: !dialog.open });
  // Read anew at each opening: the owner may have changed the price list since.
  const items = useGetCounterChargeItemsQuery(undefined, { skip: !dialog.open, refetchOnMountOrArgChange: true });
  const left = story.data?.handover?.inspection ?? null;
  const helmetsOut = left?.helmets ?? 2;
  const odometerKm = odometerOf(odometer);
  const returnIso = isWallClock(returnTime) ? wallClockToIso(returnTime) : undefined;
  const ahead = returnIso !== undefined && Date.parse(returnIso) > now.getTime() + 60_000;
  const sentCharges: ReturnCharge[] = charges.map(({ itemCode, label, amount }) =>
    itemCode ? { itemCode, amount } : { label: label ?? '', amount },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      ...(odometerKm === undefined
        ? { odometer: t('readings.odometerInvalid') }
        : left && odometerKm < left.odometerKm
          ? { odometer: t('readings.odometerAtLeast', { km: f.number(left.odometerKm) }) }
          : {}),
      ...(fuel === undefined ? { fuel: t('readings.fuelRequired') } : {}),
      ...(helmetsBack === undefined ? { helmets: t('readings.helmetsRequired') } : {}),
      ...(photosProblem(photos) ? { photos: photosProblem(photos) } : {}),
    };
    setProblems(found);
    if (!returnIso || odometerKm === undefined || fuel === undefined || helmetsBack === undefined) return;
    if (Object.keys(found).length) return;
    void dialog.run(() =>
      takeBack({
        rentalId: rental._id,
        returnTime: returnIso,
        odometerKm,
        fuelEighths: fuel,
        helmetsBack,
        photoIds: photos.ids,
        ...(notes.trim() ? { notes: notes.trim() } : {}),
        charges: sentCharges,
      }).unwrap(),
    );
  };

  return (
    <Dialog
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      size="lg"
      title={t('return.title', { bike: rental.bike.name })}
      description={t('return.description', { name: rental.customer.name, phone: rental.customer.phone })}
      trigger={
        <Button
          size="md"
          variant="primary"
          aria-label={t('return.buttonLabel', { bike: rental.bike.name, name: rental.customer.name })}
        >
          {t('return.button')}
        </Button>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-6">
        {left ? (
          <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm dark:bg-slate-800">
            {t('return.handedOver', {
              km: f.number(left.odometerKm),
              fuel: f.number(left.fuelEighths),
              helmets: f.number(left.helmets),
            })}
          </p>
        ) : null}
        <TextField
          label={t('return.returnTime')}
          hint={ahead ? t('return.returnTimeAhead') : t('return.returnTimeHint')}
          type="datetime-local"
          step={60}
          value={returnTime}
          onChange={(event) => setReturnTime(event.target.value)}
        />
        <OdometerField
          value={odometer}
          onChange={setOdometer}
          hint={left ? t('readings.odometerAtLeast', { km: f.number(left.odometerKm) }) : t('readings.odometerHint')}
          error={problems.odometer}
        />
        <FuelChoice value={fuel} onChange={setFuel} error={problems.fuel} />
        <HelmetsChoice
          legend={t('readings.helmetsBack')}
          values={Array.from({ length: helmetsOut + 1 }, (_, i) => i)}
          value={helmetsBack}
          onChange={setHelmetsBack}
          error={problems.helmets}
        />
        <BikePhotos photos={photos.photos} onAdd={photos.add} onRemove={photos.remove} error={problems.photos} />
        <ChargeChooser
          items={items.data ?? []}
          charges={charges}
          onAdd={(charge) => {
            setCharges((current) => [...current, { ...charge, key: nextKey }]);
            setNextKey((k) => k + 1);
          }}
          onRemove={(key) => setCharges((current) => current.filter((c) => c.key !== key))}
          error={problems.other}
          onProblem={(problem) => setProblems((current) => ({ ...current, other: problem || undefined }))}
        />
        <NotesField value={notes} onChange={setNotes} />
        <BillPreview
          rentalId={rental._id}
          returnTime={returnIso}
          odometerKm={odometerKm}
          fuelEighths={fuel}
          helmetsBack={helmetsBack}
          charges={sentCharges}
        />
        <DialogFormFooter
          error={dialog.refusal}
          closeLabel={t('return.cancel')}
          submitLabel={t('return.submit')}
          isSubmitting={isLoading || photos.busy}
        />
      </form>
    </Dialog>
  );
}
