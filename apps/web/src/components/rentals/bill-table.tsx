import { BILL_TOTAL_KINDS, type Bill } from '@bond/contract/inspections';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.ts';

/**
 * A return's bill as a table (docs/product/handover-and-return.md#the-bill): each line in the page's language
 * as the server wrote it, the total, then the advance, what the deposit paid, the balance and the deposit
 * given back. The same lines the receipt and the messages give.
 */
export function BillTable({ bill }: { bill: Bill }) {
  const { t } = useTranslation('inspections');
  const f = useFormat();
  const row = (key: string, label: string, amount: number, strong = false) => (
    <tr key={key} className={strong ? 'font-bold' : undefined}>
      <th scope="row" className="py-1.5 pr-3 text-left font-[inherit]">
        {label}
      </th>
      <td className="py-1.5 text-right whitespace-nowrap tabular-nums">{f.taka(amount)}</td>
    </tr>
  );
  const charged = bill.lines.filter((line) => BILL_TOTAL_KINDS.has(line.kind));
  const settled = bill.lines.filter((line) => !BILL_TOTAL_KINDS.has(line.kind));
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('bill.caption')}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('bill.item')}</th>
          <th scope="col">{t('bill.amount')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
        {charged.map((line) => row(line.key, line.label[f.language], line.amount))}
        {row('total', t('bill.total'), bill.total, true)}
        {settled.map((line) => row(line.key, line.label[f.language], line.amount, line.kind === 'balance'))}
      </tbody>
    </table>
  );
}
