import type { CounterMethod } from '@bond/contract/counter';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/ui/form-field.tsx';

/**
 * How money is taken at the counter (docs/product/the-counter.md#counter-payments): the method, and the
 * reference every method but cash needs (a Send Money transaction ID, a card terminal's reference). Shared by
 * the booking's advance ('Book a bike') and the payments taken from Today.
 */
export function PaymentMethodFields<Method extends CounterMethod | 'later' | 'bkash_hold'>({
  label,
  methods,
  method,
  onMethodChange,
  reference,
  onReferenceChange,
}: {
  label: string;
  /** The choices, in order: the counter's methods, for a booking 'later', for a deposit 'bkash_hold'. */
  methods: readonly Method[];
  method: Method;
  onMethodChange: (method: Method) => void;
  reference: string;
  onReferenceChange: (reference: string) => void;
}) {
  const { t } = useTranslation('counter');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField label={label} value={method} onChange={(event) => onMethodChange(event.target.value as Method)}>
        {methods.map((value) => (
          <option key={value} value={value}>
            {t(`methods.${value}`)}
          </option>
        ))}
      </SelectField>
      {method !== 'cash' && method !== 'later' && method !== 'bkash_hold' ? (
        <TextField
          label={t('book.reference')}
          hint={t(method === 'card_terminal' ? 'book.referenceCardHint' : 'book.referenceSendMoneyHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={reference}
          onChange={(event) => onReferenceChange(event.target.value)}
        />
      ) : null}
    </div>
  );
}

/**
 * The reference to send with a payment by `method`: none for cash (or later, or a deposit held in bKash, which
 * bKash names itself), else what was typed, trimmed.
 */
export function referenceFor(
  method: CounterMethod | 'later' | 'bkash_hold',
  reference: string,
): { reference?: string } {
  const typed = reference.trim();
  return method !== 'cash' && method !== 'later' && method !== 'bkash_hold' && typed ? { reference: typed } : {};
}
