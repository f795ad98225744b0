import { CLOSURE_REASONS, type Closure, type ClosureClash, type ClosureReason } from '@bond/contract/closures';
import { say } from '@bond/contract/say';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFormat } from '../../../i18n/format.ts';
import { apiErrorCode, apiErrorMessage } from '../../../lib/api-error.ts';
import { isWallClock, wallClockToDate, wallClockToIso } from '../../../lib/time.ts';
import { toast } from '../../../lib/toast.ts';
import { useMutationDialog } from '../../../lib/use-mutation-dialog.ts';
import { useNow } from '../../../lib/use-now.ts';
import {
  useCreateClosureMutation,
  useEndClosureMutation,
  useGetClosuresQuery,
} from '../../../components/closures/api.ts';

/** How often the states (coming, closed now, over) look at the clock again. */
const CLOCK_MS = 60_000;

type Form = { start: string; end: string; reason: ClosureReason; note: string };
const EMPTY: Form = { start: '', end: '', reason: 'hartal', note: '' };
type Problems = Partial<Record<'start' | 'end', string>>;

/** The bookings of a CLOSURE_CLASHES refusal (`data.clashes`), or none. */
function clashesOf(error: unknown): ClosureClash[] {
  const data = (error as { data?: { data?: { clashes?: ClosureClash[] } } } | undefined)?.data?.data;
  return apiErrorCode(error) === 'CLOSURE_CLASHES' ? (data?.clashes ?? []) : [];
}

/** The state of a closure at `now`, in words. */
function stateOf(closure: Closure, now: Date, t: ReturnType<typeof useTranslation<'closures'>>['t']): string {
  if (closure.endedAt) return t('page.states.ended', { name: closure.endedBy?.name ?? '' });
  if (new Date(closure.end) <= now) return t('page.states.over');
  return new Date(closure.start) <= now ? t('page.states.on') : t('page.states.ahead');
}

/** Whether a closure still holds time at `now` (it can be ended). */
const stillHolds = (closure: Closure, now: Date) =>
  new Date(closure.endedAt ?? closure.end) > now &&
  (!closure.endedAt || new Date(closure.endedAt) > new Date(closure.start));

/** 'End now' with its 'Are you sure?', the refusal kept in the dialog. */
function EndClosureButton({ closure, period }: { closure: Closure; period: string }) {
  const { t } = useTranslation('closures');
  const [endClosure, { isLoading }] = useEndClosureMutation();
  const dialog = useMutationDialog({ refusal: 'dialog' });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm">
          {t('page.endNow')}
        </Button>
      }
      title={t('page.endTitle')}
      description={t('page.endDescription', { period })}
      confirmLabel={t('page.endConfirm')}
      cancelLabel={t('page.keepClosure')}
      isPending={isLoading}
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      refusal={dialog.refusal}
      onConfirm={() => dialog.run(() => endClosure(closure._id).unwrap())}
    />
  );
}

/**
 * The admins' closures of the shop (docs/product/fleet-calendar.md#screens): the form that closes it for a
 * period and, when bookings fall in it, lists them and offers to cancel them with the closure; below, every
 * closure with its state, those not over able to end now.
 */
export function ClosuresPage({ now: fixedNow }: { now?: Date }) {
  const { t } = useTranslation('closures');
  const ticking = useNow(CLOCK_MS);
  const now = fixedNow ?? ticking;
  const f = useFormat();
  const formTitleId = useId();
  const clashesTitleId = useId();
  const closures = useGetClosuresQuery(undefined, { refetchOnMountOrArgChange: true });
  const [createClosure, { isLoading }] = useCreateClosureMutation();
  const [form, setForm] = useState<Form>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState('');
  const [clashes, setClashes] = useState<ClosureClash[]>([]);
  const period = (start: string, end: string | null) =>
    say(f.language, 'shopPeriod', { period: { start: new Date(start), end: end ? new Date(end) : null } });

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((old) => ({ ...old, [key]: value }));
    // What was asked changed: the bookings listed were for other dates.
    if (key === 'start' || key === 'end') setClashes([]);
  };

  const check = (): Problems => {
    const found: Problems = {};
    for (const key of ['start', 'end'] as const) {
      if (!form[key]) found[key] = t('page.required');
      else if (!isWallClock(form[key])) found[key] = t('page.invalid');
    }
    if (!found.start && !found.end && wallClockToDate(form.end) <= wallClockToDate(form.start)) {
      found.end = t('page.endAfterStart');
    }
    return found;
  };

  const send = async (cancelClashing: boolean) => {
    const found = check();
    setProblems(found);
    setRefusal('');
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await createClosure({
        start: wallClockToIso(form.start),
        end: wallClockToIso(form.end),
        reason: form.reason,
        ...(form.note.trim() ? { note: form.note.trim() } : {}),
        ...(cancelClashing ? { cancelClashing: true } : {}),
      }).unwrap();
      toast.success(answer.message);
      setForm(EMPTY);
      setClashes([]);
    } catch (error) {
      setClashes(clashesOf(error));
      setRefusal(apiErrorMessage(error, f.language));
    }
  };

  const clashColumns: Column<ClosureClash>[] = [
    { header: t('page.customer'), cell: (c) => c.customerName },
    { header: t('page.bike'), cell: (c) => c.bikeName },
    { header: t('page.period'), cell: (c) => period(c.start, c.end) },
    { header: t('page.advance'), cell: (c) => (c.advancePaid ? t('page.advancePaid') : t('page.advanceNotPaid')) },
  ];
  const columns = useMemo<Column<Closure>[]>(
    () => [
      {
        header: t('page.when'),
        cell: (c) => say(f.language, 'shopPeriod', { period: { start: new Date(c.start), end: new Date(c.end) } }),
      },
      { header: t('page.reason'), cell: (c) => t(`reasons.${c.reason}`) },
      { header: t('page.note'), cell: (c) => c.note ?? '' },
      { header: t('page.by'), cell: (c) => c.createdBy.name },
      { header: t('page.state'), cell: (c) => stateOf(c, now, t) },
      {
        header: '',
        cell: (c) =>
          stillHolds(c, now) ? (
            <EndClosureButton
              closure={c}
              period={say(f.language, 'shopPeriod', { period: { start: new Date(c.start), end: new Date(c.end) } })}
            />
          ) : null,
      },
    ],
    [t, f.language, now],
  );

  return (
    <div className="space-y-10">
      <p className="max-w-3xl text-slate-700 dark:text-slate-300">{t('page.intro')}</p>
      <section aria-labelledby={formTitleId} className="max-w-3xl space-y-4">
        <h3 id={formTitleId} className="text-lg font-bold text-slate-900 dark:text-white">
          {t('page.formTitle')}
        </h3>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void send(false);
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              type="datetime-local"
              step={60}
              label={t('page.start')}
              value={form.start}
              error={problems.start}
              onChange={(event) => set('start', event.target.value)}
            />
            <TextField
              type="datetime-local"
              step={60}
              label={t('page.end')}
              value={form.end}
              error={problems.end}
              onChange={(event) => set('end', event.target.value)}
            />
          </div>
          <SelectField
            label={t('page.reason')}
            value={form.reason}
            onChange={(event) => set('reason', event.target.value as ClosureReason)}
          >
            {CLOSURE_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`reasons.${reason}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label={t('page.note')}
            value={form.note}
            maxLength={300}
            rows={2}
            onChange={(event) => set('note', event.target.value)}
          />
          {refusal ? (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              {refusal}
            </p>
          ) : null}
          {clashes.length === 0 ? (
            <Button type="submit" disabled={isLoading}>
              {isLoading ? t('page.closing') : t('page.close')}
            </Button>
          ) : null}
        </form>
        {clashes.length > 0 ? (
          <section
            aria-labelledby={clashesTitleId}
            className="space-y-3 rounded-xl border border-amber-400 bg-amber-50 p-4 dark:border-amber-600 dark:bg-amber-950"
          >
            <h4 id={clashesTitleId} className="font-bold text-slate-900 dark:text-white">
              {t('page.clashesTitle')}
            </h4>
            <p className="text-sm text-slate-800 dark:text-slate-200">{t('page.clashesIntro')}</p>
            <DataTable
              caption={t('page.clashesTitle')}
              columns={clashColumns}
              rows={clashes}
              rowKey={(c) => c.rentalId}
              emptyText=""
            />
            <div className="flex flex-wrap gap-3">
              <Button variant="danger" disabled={isLoading} onClick={() => void send(true)}>
                {t('page.cancelAndClose', { count: clashes.length, n: f.number(clashes.length) })}
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  setClashes([]);
                  setRefusal('');
                }}
              >
                {t('page.keep')}
              </Button>
            </div>
          </section>
        ) : null}
      </section>
      <section className="space-y-4">
        <h3 className="text-lg font-bold text-slate-900 dark:text-white">{t('page.listTitle')}</h3>
        {closures.isLoading ? (
          <Spinner label={t('page.listTitle')} />
        ) : closures.error ? (
          <LoadError error={closures.error} onRetry={() => void closures.refetch()} />
        ) : (
          <DataTable
            caption={t('page.listTitle')}
            columns={columns}
            rows={closures.data ?? []}
            rowKey={(c) => c._id}
            emptyText={t('page.none')}
          />
        )}
      </section>
    </div>
  );
}
