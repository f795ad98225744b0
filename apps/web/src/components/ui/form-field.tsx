import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useLocalizedMessage } from '../../lib/localized-message.ts';

const controlClasses =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:bg-slate-100 disabled:text-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800 dark:disabled:text-slate-300';

function borderFor(error?: string) {
  return error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600';
}

type FieldShellProps = { id: string; label: string; error?: string; hint?: string; children: ReactNode };

/** The ids an input is described by: its hint and its error, each when shown. */
const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  const message = useLocalizedMessage(error);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {message}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

/** A labelled input whose error message is tied to it for screen readers. */
export function TextField({
  label,
  error,
  hint,
  id,
  className = '',
  ref,
  ...props
}: TextFieldProps & { ref?: Ref<HTMLInputElement> }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <input
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={`${controlClasses} ${borderFor(error)} ${className}`}
        {...props}
      />
    </FieldShell>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string };

export function TextAreaField({
  label,
  error,
  hint,
  id,
  className = '',
  ref,
  ...props
}: TextAreaFieldProps & { hint?: string; ref?: Ref<HTMLTextAreaElement> }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <textarea
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={`${controlClasses} ${borderFor(error)} ${className}`}
        {...props}
      />
    </FieldShell>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
};

/**
 * A labelled browser `<select>` of a form (its `<option>`s as children), its hint and error tied to it for
 * screen readers. (`NativeSelectField` is the filters' select above the admin's tables.)
 */
export function SelectField({
  label,
  error,
  hint,
  id,
  children,
  ref,
  ...props
}: SelectFieldProps & { ref?: Ref<HTMLSelectElement> }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint}>
      <select
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        className={`${controlClasses} ${borderFor(error)}`}
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
}
