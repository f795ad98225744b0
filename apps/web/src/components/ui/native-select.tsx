import { useId, type ReactNode } from 'react';

const selectClasses =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

type NativeSelectFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The `<option>`s. */
  children: ReactNode;
};

/**
 * A labelled browser `<select>`, for the filters above the admin's tables: no code to fetch before it
 * opens, and the phone's own picker on a small screen.
 */
export function NativeSelectField({ label, value, onChange, children }: NativeSelectFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClasses}>
        {children}
      </select>
    </div>
  );
}
