import { FULL_TANK_EIGHTHS } from '@bond/contract/inspections';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../components/ui/form-field.tsx';
import { useFormat } from '../../i18n/format.ts';

/*
 * The readings taken when a bike leaves and when it comes back (docs/product/handover-and-return.md#screens),
 * built for a phone held in one hand: a number pad for the odometer, and large tiles to tap for the fuel and
 * the helmets.
 */

const tile =
  'flex min-h-12 cursor-pointer items-center justify-center rounded-lg border-2 px-2 text-base font-semibold tabular-nums transition-colors ' +
  'border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 ' +
  'peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600';

/** A choice of whole numbers as tiles to tap: a radio group, so a keyboard and a screen reader use it as one. */
function Tiles({
  legend,
  values,
  value,
  onChange,
  labelOf,
  columns,
  error,
}: {
  legend: string;
  values: readonly number[];
  value: number | undefined;
  onChange: (value: number) => void;
  labelOf: (value: number) => string;
  columns: string;
  error?: string;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className={`grid gap-2 ${columns}`}>
        {values.map((v) => (
          <label key={v} className="relative">
            <input
              type="radio"
              name={name}
              value={v}
              checked={value === v}
              onChange={() => onChange(v)}
              className="peer sr-only"
            />
            <span className={tile}>{labelOf(v)}</span>
          </label>
        ))}
      </div>
      {error ? <p className="text-sm text-red-700 dark:text-red-400">{error}</p> : null}
    </fieldset>
  );
}

const EIGHTHS = Array.from({ length: FULL_TANK_EIGHTHS + 1 }, (_, i) => i);

/** The fuel in the tank, in eighths: empty, 1/8 … 7/8, full. */
export function FuelChoice({
  value,
  onChange,
  error,
}: {
  value: number | undefined;
  onChange: (eighths: number) => void;
  error?: string;
}) {
  const { t } = useTranslation('inspections');
  const f = useFormat();
  return (
    <Tiles
      legend={t('readings.fuel')}
      values={EIGHTHS}
      value={value}
      onChange={onChange}
      error={error}
      columns="grid-cols-5 sm:grid-cols-9"
      labelOf={(eighths) =>
        eighths === 0
          ? t('readings.fuelEmpty')
          : eighths === FULL_TANK_EIGHTHS
            ? t('readings.fuelFull')
            : t('readings.fuelEighths', { eighths: f.number(eighths) })
      }
    />
  );
}

/** How many helmets: given at the handover (1 or 2), or brought back (0 up to those given). */
export function HelmetsChoice({
  legend,
  values,
  value,
  onChange,
  error,
}: {
  legend: string;
  values: readonly number[];
  value: number | undefined;
  onChange: (helmets: number) => void;
  error?: string;
}) {
  const f = useFormat();
  return (
    <Tiles
      legend={legend}
      values={values}
      value={value}
      onChange={onChange}
      error={error}
      columns="grid-cols-3"
      labelOf={(n) => f.number(n)}
    />
  );
}

/** The odometer's whole kilometres, typed on the phone's number pad; '' while nothing is typed. */
export function OdometerField({
  value,
  onChange,
  hint,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  hint: string;
  error?: string;
}) {
  const { t } = useTranslation('inspections');
  return (
    <TextField
      label={t('readings.odometer')}
      hint={hint}
      error={error}
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      className="text-2xl font-semibold tabular-nums"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/[^\d০-৯]/g, ''))}
    />
  );
}

/** The odometer as typed, Bengali digits read as ASCII: whole kilometres, or undefined while it is not one. */
export function odometerOf(typed: string): number | undefined {
  const ascii = typed.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
  return /^\d{1,7}$/.test(ascii) ? Number(ascii) : undefined;
}

/** Notes of the inspection: what was on the bike already, or anything to remember. */
export function NotesField({ value, onChange }: { value: string; onChange: (notes: string) => void }) {
  const { t } = useTranslation('inspections');
  return (
    <TextAreaField
      label={t('readings.notes')}
      hint={t('readings.notesHint')}
      rows={2}
      maxLength={500}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
