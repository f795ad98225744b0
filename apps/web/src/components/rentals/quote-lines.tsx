import { formatTakaLine } from '@bond/contract/money';
import type { Quote } from '@bond/contract/quote';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.ts';

/**
 * A quote's lines as the server said them (time, rules, add-ons, the coupon), the total, the advance and
 * what is left after it (docs/product/money-and-refunds.md#prices-hours-days-and-weeks). Amounts taken off
 * read with a minus sign.
 */
export function QuoteLines({ quote }: { quote: Quote }) {
  const { t } = useTranslation('booking');
  const f = useFormat();
  const amount = (value: number) => formatTakaLine(value, f.language);
  const charges = quote.lines.filter((line) => line.kind !== 'advance');
  const advances = quote.lines.filter((line) => line.kind === 'advance');
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      {charges.map((line) => (
        <div key={line.key} className="contents" data-kind={line.kind}>
          <dt>{line.label}</dt>
          <dd className="text-right tabular-nums">{amount(line.amount)}</dd>
        </div>
      ))}
      <dt className="border-t border-slate-300 pt-1 font-semibold dark:border-slate-600">{t('quote.total')}</dt>
      <dd className="border-t border-slate-300 pt-1 text-right font-semibold tabular-nums dark:border-slate-600">
        {f.taka(quote.total)}
      </dd>
      {advances.map((line) => (
        <div key={line.key} className="contents" data-kind={line.kind}>
          <dt>{t('quote.advance')}</dt>
          <dd className="text-right tabular-nums">{amount(line.amount)}</dd>
        </div>
      ))}
      <dt className="font-semibold">{quote.balance < 0 ? t('quote.refund') : t('quote.balance')}</dt>
      <dd className="text-right font-semibold tabular-nums">{f.taka(Math.abs(quote.balance))}</dd>
    </dl>
  );
}
