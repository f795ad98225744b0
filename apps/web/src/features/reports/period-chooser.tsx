import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { useFormat } from '../../i18n/format.ts';
import { customRangeErrors, type DayRange, type PeriodPreset, type RangeErrors } from './report-period.ts';

export type PeriodChoice = PeriodPreset | 'custom';

const CHOICES = ['today', 'week', 'month', 'custom'] as const satisfies readonly PeriodChoice[];

type PeriodChooserProps = {
  choice: PeriodChoice;
  /** The range shown now (the custom fields start from it). */
  range: DayRange;
  onChoose: (choice: PeriodChoice) => void;
  /** A custom range that passed the checks. */
  onCustomRange: (range: DayRange) => void;
};

/**
 * The period of the report: Today, This week (Saturday to Friday), This month, or a custom range of Dhaka
 * days, checked before it is asked for (from ≤ to, at most 366 days) with the reason next to the field.
 */
export function PeriodChooser({ choice, range, onChoose, onCustomRange }: PeriodChooserProps) {
  const { t } = useTranslation('reports');
  const name = useId();
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">{t('period.legend')}</legend>
        <div className="flex flex-wrap gap-2">
          {CHOICES.map((option) => (
            <label
              key={option}
              className="relative inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 hover:bg-slate-100 has-checked:hover:bg-brand-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:has-checked:border-brand-700 dark:has-checked:bg-brand-700 dark:has-checked:hover:bg-brand-800"
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={choice === option}
                onChange={() => onChoose(option)}
                // Invisible, over the whole pill: the pill is what is pressed, the radio what is announced.
                className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
              />
              {t(`period.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === 'custom' ? <CustomRangeForm initial={range} onSubmit={onCustomRange} /> : null}
    </div>
  );
}

function CustomRangeForm({ initial, onSubmit }: { initial: DayRange; onSubmit: (range: DayRange) => void }) {
  const { t } = useTranslation('reports');
  const { language } = useFormat();
  const [draft, setDraft] = useState<DayRange>(initial);
  const [errors, setErrors] = useState<RangeErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const update = (field: keyof DayRange, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    // Once asked for, the messages follow the fields as they are corrected.
    if (submitted) setErrors(customRangeErrors(next, language));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = customRangeErrors(draft, language);
    setErrors(found);
    if (!found.from && !found.to) onSubmit(draft);
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('period.custom')} className="flex flex-wrap items-start gap-3">
      <div className="w-full sm:w-52">
        <TextField
          type="date"
          label={t('period.from')}
          value={draft.from}
          onChange={(event) => update('from', event.target.value)}
          error={errors.from}
        />
      </div>
      <div className="w-full sm:w-52">
        <TextField
          type="date"
          label={t('period.to')}
          value={draft.to}
          onChange={(event) => update('to', event.target.value)}
          error={errors.to}
        />
      </div>
      <Button type="submit" className="sm:mt-7">
        {t('period.show')}
      </Button>
    </form>
  );
}
