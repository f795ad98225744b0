import { BLOCK_NOTE_MAX, BLOCK_REASONS, type BlockClash, type BlockReason } from '@bond/contract/blocks';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useCancelRentalMutation } from '../../../components/rentals/api.ts';
import { useRentalWords } from '../../../components/rentals/words.ts';
import {
  useCreateBlockMutation,
  useGetAlternativesQuery,
  useMoveRentalMutation,
} from '../../../components/blocks/api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { apiErrorCode, apiErrorMessage } from '../../../lib/api-error.ts';
import { isWallClock, wallClockToDate, wallClockToIso } from '../../../lib/time.ts';
import { toast } from '../../../lib/toast.ts';

/** The signed-in role, as the session's slice keeps it (only an admin cancels a booking). */
const selectRole = (state: { user: { role?: string | null } }) => state.user.role;

type Form = { start: string; end: string; reason: BlockReason; note: string };
const EMPTY: Form = { start: '', end: '', reason: 'service', note: '' };
type Problems = Partial<Record<'start' | 'end', string>>;

/** The bookings of a BLOCK_CLASHES refusal (`data.clashes`), or none. */
function clashesOf(error: unknown): BlockClash[] {
  const data = (error as { data?: { data?: { clashes?: BlockClash[] } } } | undefined)?.data?.data;
  return apiErrorCode(error) === 'BLOCK_CLASHES' ? (data?.clashes ?? []) : [];
}

const alertClasses = 'text-sm font-medium text-red-700 dark:text-red-400';

/** The bikes alike free for a booking's whole period, each with 'Move here'. */
function Alternatives({
  bikeId,
  clash,
  until,
  onMoved,
}: {
  bikeId: string;
  clash: BlockClash;
  until: string;
  onMoved: (bikeName: string) => void;
}) {
  const { t } = useTranslation('calendar');
  const f = useFormat();
  const listId = useId();
  const { data, error, isFetching } = useGetAlternativesQuery(
    { bikeId, from: clash.start, to: clash.end ?? until },
    { refetchOnMountOrArgChange: true },
  );
  const [moveRental, { isLoading }] = useMoveRentalMutation();
  const [refusal, setRefusal] = useState('');
  const name = clash.customerName;

  const move = async (to: { _id: string; name: string }) => {
    setRefusal('');
    try {
      await moveRental({ rentalId: clash.rentalId, bikeId: to._id }).unwrap();
      toast.success(t('dialog.moved', { name, bike: to.name }));
      onMoved(to.name);
    } catch (moveError) {
      setRefusal(apiErrorMessage(moveError, f.language));
    }
  };

  if (isFetching && !data) return <p className="text-sm">{t('dialog.loadingBikes')}</p>;
  if (error && !data)
    return (
      <p role="alert" className={alertClasses}>
        {apiErrorMessage(error, f.language)}
      </p>
    );
  const bikes = data ?? [];
  return (
    <div className="space-y-2">
      {bikes.length === 0 ? (
        <p className="text-sm font-medium">{t('dialog.noBikes')}</p>
      ) : (
        <ul id={listId} aria-label={t('dialog.bikesFor', { name })} className="space-y-2">
          {bikes.map((bike) => (
            <li key={bike._id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm">
                {t('dialog.bikeLine', { name: bike.name, brand: bike.brand, model: bike.model, cc: f.number(bike.cc) })}
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={isLoading}
                aria-label={t('dialog.moveHereFor', { name, bike: bike.name })}
                onClick={() => void move(bike)}
              >
                {t('dialog.moveHere')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {refusal ? (
        <p role="alert" className={alertClasses}>
          {refusal}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A booking in the block's way: who, when and in which state, with 'Move to another bike' and, for admins,
 * 'Cancel booking' (any advance paid owed back, as the admin's cancel does).
 */
function ClashItem({
  bikeId,
  clash,
  until,
  isAdmin,
  onResolved,
}: {
  bikeId: string;
  clash: BlockClash;
  until: string;
  isAdmin: boolean;
  onResolved: () => void;
}) {
  const { t } = useTranslation('calendar');
  const words = useRentalWords();
  const f = useFormat();
  const [open, setOpen] = useState<'move' | 'cancel' | null>(null);
  const [cancelRental, { isLoading }] = useCancelRentalMutation();
  const [refusal, setRefusal] = useState('');
  const name = clash.customerName;
  const state = (['pending', 'booked', 'active'] as const).find((s) => s === clash.status);

  const cancel = async () => {
    setRefusal('');
    try {
      await cancelRental({ bookingId: clash.rentalId, refundAdvance: true }).unwrap();
      toast.success(t('dialog.cancelled', { name }));
      onResolved();
    } catch (cancelError) {
      setRefusal(apiErrorMessage(cancelError, f.language));
    }
  };

  return (
    <li className="space-y-2 py-3">
      <p>
        <span className="block font-semibold">{name}</span>
        <span className="block text-sm text-slate-800 dark:text-slate-200">
          {t('dialog.clashLine', {
            period: words.bookedPeriod({ startTime: clash.start, endTime: clash.end }),
            state: state ? t(`dialog.clashState.${state}`) : clash.status,
          })}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open === 'move'}
          aria-label={t('dialog.moveFor', { name })}
          onClick={() => setOpen(open === 'move' ? null : 'move')}
        >
          {t('dialog.move')}
        </Button>
        {isAdmin ? (
          <Button
            size="sm"
            variant="outline"
            aria-expanded={open === 'cancel'}
            aria-label={t('dialog.cancelFor', { name })}
            onClick={() => setOpen(open === 'cancel' ? null : 'cancel')}
          >
            {t('dialog.cancel')}
          </Button>
        ) : null}
      </div>
      {open === 'move' ? <Alternatives bikeId={bikeId} clash={clash} until={until} onMoved={onResolved} /> : null}
      {open === 'cancel' && isAdmin ? (
        <div className="space-y-2 rounded-lg border border-red-300 p-3 dark:border-red-700">
          <p className="text-sm font-medium">{t('dialog.cancelQuestion', { name })}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="danger" disabled={isLoading} onClick={() => void cancel()}>
              {t('dialog.cancelConfirm')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setOpen(null)}>
              {t('dialog.cancelKeep')}
            </Button>
          </div>
          {refusal ? (
            <p role="alert" className={alertClasses}>
              {refusal}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * 'Block this bike' (docs/product/fleet-calendar.md#screens): from when until when (Dhaka time), why, and a
 * note for staff. When bookings stand in the way (409 `BLOCK_CLASHES`) the dialog lists them, each to move to
 * a bike alike or, for admins, to cancel; then the block can be sent again. Every refusal stays in the dialog
 * with what was typed.
 */
export function BlockBikeDialog({ bike }: { bike: { _id: string; name: string } }) {
  const { t } = useTranslation('calendar');
  const f = useFormat();
  const isAdmin = useSelector(selectRole) === 'admin';
  const clashesTitleId = useId();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<Form>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState('');
  const [clashes, setClashes] = useState<BlockClash[]>([]);
  const [wayClear, setWayClear] = useState(false);
  const [createBlock, { isLoading }] = useCreateBlockMutation();

  const onOpenChange = (next: boolean) => {
    if (next) {
      setForm(EMPTY);
      setProblems({});
      setRefusal('');
      setClashes([]);
      setWayClear(false);
    }
    setOpen(next);
  };

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((old) => ({ ...old, [key]: value }));
    // Other dates: the bookings listed were for the old ones.
    if (key === 'start' || key === 'end') {
      setClashes([]);
      setWayClear(false);
    }
  };

  const check = (): Problems => {
    const found: Problems = {};
    for (const key of ['start', 'end'] as const) {
      if (!form[key]) found[key] = t('dialog.required');
      else if (!isWallClock(form[key])) found[key] = t('dialog.invalid');
    }
    if (!found.start && !found.end && wallClockToDate(form.end) <= wallClockToDate(form.start)) {
      found.end = t('dialog.endAfterStart');
    }
    return found;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    setRefusal('');
    setWayClear(false);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await createBlock({
        bikeId: bike._id,
        body: {
          start: wallClockToIso(form.start),
          end: wallClockToIso(form.end),
          reason: form.reason,
          ...(form.note.trim() ? { note: form.note.trim() } : {}),
        },
      }).unwrap();
      toast.success(answer.message);
      setOpen(false);
    } catch (error) {
      setClashes(clashesOf(error));
      setRefusal(apiErrorMessage(error, f.language));
    }
  };

  const resolved = (rentalId: string) => {
    const left = clashes.filter((c) => c.rentalId !== rentalId);
    setClashes(left);
    if (left.length === 0) {
      setRefusal('');
      setWayClear(true);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('dialog.title', { bike: bike.name })}
      description={t('dialog.description')}
      trigger={
        <Button size="sm" variant="outline" aria-label={t('dialog.triggerFor', { bike: bike.name })}>
          {t('dialog.trigger')}
        </Button>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="datetime-local"
            step={60}
            label={t('dialog.start')}
            value={form.start}
            error={problems.start}
            onChange={(event) => set('start', event.target.value)}
          />
          <TextField
            type="datetime-local"
            step={60}
            label={t('dialog.end')}
            value={form.end}
            error={problems.end}
            onChange={(event) => set('end', event.target.value)}
          />
        </div>
        <SelectField
          label={t('dialog.reason')}
          value={form.reason}
          onChange={(event) => set('reason', event.target.value as BlockReason)}
        >
          {BLOCK_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`reasons.${reason}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('dialog.note')}
          value={form.note}
          maxLength={BLOCK_NOTE_MAX}
          rows={2}
          onChange={(event) => set('note', event.target.value)}
        />
        {refusal ? (
          <p role="alert" className={alertClasses}>
            {refusal}
          </p>
        ) : null}
        {clashes.length > 0 ? (
          <section
            aria-labelledby={clashesTitleId}
            className="rounded-xl border border-amber-400 bg-amber-50 p-4 dark:border-amber-600 dark:bg-amber-950"
          >
            <h3 id={clashesTitleId} className="font-bold text-slate-900 dark:text-white">
              {t('dialog.clashesTitle')}
            </h3>
            <p className="text-sm text-slate-800 dark:text-slate-200">{t('dialog.clashesIntro')}</p>
            <ul className="divide-y divide-amber-300 dark:divide-amber-700">
              {clashes.map((clash) => (
                <ClashItem
                  key={clash.rentalId}
                  bikeId={bike._id}
                  clash={clash}
                  until={wallClockToIso(form.end)}
                  isAdmin={isAdmin}
                  onResolved={() => resolved(clash.rentalId)}
                />
              ))}
            </ul>
          </section>
        ) : null}
        {wayClear ? (
          <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
            {t('dialog.wayClear')}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose>
            <Button variant="outline">{t('dialog.close')}</Button>
          </DialogClose>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? t('dialog.submitting') : t('dialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
