/**
 * The receipt the shop's e-mails carry: what the printable receipt page says (the contract's
 * `receiptContent`, the same words the page shows, in the message's language), as a standalone HTML
 * document to attach and as plain text. The document stands alone: styles inside it, nothing fetched (its Content-Security-Policy allows
 * nothing else), every value escaped; printed, it is black on white on A4.
 */
import {
  receiptContent,
  receiptRowText,
  type ReceiptContent,
  type ReceiptRow,
  type ReceiptView,
} from '@bond/contract/receipt';
import { escapeHtml as esc } from '@bond/contract/html';
import type { Language } from '@bond/contract/languages';
import type { RentalStory } from '@bond/contract/rentals';
import { telHref } from '@bond/contract/shop';
import type { EmailAttachment } from '../channels.ts';

/** 'receipt-1a2b3c4d.html': the first eight characters of the rental's id, as the shop shortens ids. */
export function receiptFileName(rentalId: string): string {
  return `receipt-${rentalId.slice(0, 8)}.html`;
}

/** The receipt of a rental as an e-mail attachment (always the customer's receipt), in the message's language. */
export function receiptAttachment(story: RentalStory, language: Language): EmailAttachment {
  return {
    filename: receiptFileName(story._id),
    contentType: 'text/html; charset=utf-8',
    content: receiptHtml(story, 'customer', language),
  };
}

const STYLE = `
@page { size: A4; margin: 12mm; }
* { box-sizing: border-box; }
html { color-scheme: light; }
body { margin: 0; padding: 24px 16px; background: #fff; color: #0f172a;
  font: 14px/1.45 -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; }
article { max-width: 800px; margin: 0 auto; }
header { border-bottom: 1px solid #cbd5e1; padding-bottom: 12px; }
.shop { margin: 0; font-size: 20px; font-weight: 800; }
header p { margin: 2px 0; color: #334155; }
h1 { margin: 12px 0 2px; font-size: 22px; }
h2 { margin: 20px 0 6px; font-size: 16px; }
h3 { margin: 10px 0 2px; font-size: 14px; }
.number { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; word-break: break-all; }
dl { margin: 0; }
dl div { display: grid; grid-template-columns: 9rem minmax(0, 1fr); gap: 12px; padding: 3px 0; }
dt { font-weight: 600; color: #334155; }
dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
dl.lines div { grid-template-columns: minmax(0, 1fr) auto; }
dl.lines dt { font-weight: 400; color: inherit; }
dl.lines dd { text-align: right; white-space: nowrap; }
.aside { color: #334155; }
.explanation { margin: 8px 0 0; color: #334155; }
table { width: 100%; border-collapse: collapse; font-size: 13px; }
caption { text-align: left; font-weight: 600; padding-bottom: 4px; }
th, td { border: 1px solid #cbd5e1; padding: 4px 6px; text-align: left; vertical-align: top; }
th { background: #f1f5f9; }
td.txn { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; word-break: break-all; }
ul { margin: 0; padding-left: 18px; }
footer { margin-top: 20px; border-top: 1px solid #cbd5e1; padding-top: 8px; font-size: 12px; color: #475569; }
a { color: #1e3a8a; }
@media print {
  body { padding: 0; font-size: 12px; color: #000; }
  header p, dt, .aside, .explanation, footer { color: #000; }
  th { background: none; }
  a { color: #000; text-decoration: none; }
}
`.trim();

const link = (href: string, text: string) => `<a href="${esc(href)}">${esc(text)}</a>`;

/** A row's value: bold where it stands out, more lines under it, a detail in brackets, a note after a dot. */
function rowHtml(row: ReceiptRow, view: ReceiptView): string {
  let html = row.strong ? `<strong>${esc(row.value)}</strong>` : esc(row.value);
  const lines = row.lines ?? [];
  if (row.key === 'customer' && view === 'admin') {
    const [email = '', phone = ''] = lines;
    html += `<br>${link(`mailto:${email}`, email)}<br>${link(telHref(phone), phone)}`;
  } else {
    html += lines.map((line) => `<br>${esc(line)}`).join('');
  }
  if (row.detail) html += ` <span class="aside">(${esc(row.detail)})</span>`;
  if (row.note) html += `<span class="aside"> · ${esc(row.note)}</span>`;
  return html;
}

function rowsHtml(rows: readonly ReceiptRow[], view: ReceiptView): string {
  const items = rows.map((row) => `<div><dt>${esc(row.label)}</dt><dd>${rowHtml(row, view)}</dd></div>`);
  return `<dl>\n${items.join('\n')}\n</dl>`;
}

/** The charge's lines: each line's words and its amount, right-aligned. */
function chargesHtml(charges: NonNullable<ReceiptContent['cost']['charges']>): string {
  const items = charges.lines.map((line) => `<div><dt>${esc(line.label)}</dt><dd>${esc(line.amount)}</dd></div>`);
  return `<h3>${esc(charges.heading)}</h3>\n<dl class="lines">\n${items.join('\n')}\n</dl>`;
}

function paymentsHtml(payments: ReceiptContent['payments']): string {
  const head = payments.columns.map((column) => `<th scope="col">${esc(column.header)}</th>`).join('');
  const body =
    payments.rows.length === 0
      ? `<tr><td colspan="${payments.columns.length}">${esc(payments.emptyText)}</td></tr>`
      : payments.rows
          .map((payment) => {
            const cells = payments.columns.map(({ key }) => {
              const text = esc(payment[key]);
              if (key === 'status') return `<td><strong>${text}</strong></td>`;
              return key === 'gatewayTxnId' ? `<td class="txn">${text}</td>` : `<td>${text}</td>`;
            });
            return `<tr>${cells.join('')}</tr>`;
          })
          .join('\n');
  return `<table>\n<caption>${esc(payments.caption)}</caption>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

function moneyBackHtml(moneyBack: NonNullable<ReceiptContent['moneyBack']>): string {
  const items = moneyBack.refunds.map(
    (refund) =>
      `<li><strong>${esc(refund.label)}: ${esc(refund.amount)}</strong><br><span class="aside">${esc(refund.reason)}</span></li>`,
  );
  return `<section>\n<h2>${esc(moneyBack.heading)}</h2>\n<ul>\n${items.join('\n')}\n</ul>\n</section>`;
}

/**
 * A rental's receipt as a standalone, print-friendly HTML document: the same content as the receipt page
 * (`view` 'customer', the default: the customer's receipt; 'admin': the rental's details, with the
 * customer's e-mail address and phone as links).
 */
export function receiptHtml(story: RentalStory, view: ReceiptView = 'customer', language: Language = 'en'): string {
  const content = receiptContent(story, view, language);
  const { shop } = content;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`${content.title} ${content.number.value} · ${shop.name}`)}</title>
<style>
${STYLE}
</style>
</head>
<body>
<article>
<header>
<p class="shop">${esc(shop.name)}</p>
<p>${esc(shop.address)}</p>
<p>${esc(shop.phone.label)}: ${link(shop.phone.href, shop.phone.number)}</p>
<h1>${esc(content.title)}</h1>
<p>${esc(content.number.label)} <span class="number">${esc(content.number.value)}</span></p>
</header>
<section>
<h2>${esc(content.rental.heading)}</h2>
${rowsHtml(content.rental.rows, view)}
</section>
<section>
<h2>${esc(content.cost.heading)}</h2>
${rowsHtml(content.cost.rows, view)}
${content.cost.charges ? `${chargesHtml(content.cost.charges)}\n` : ''}${rowsHtml(content.cost.totals, view)}
<p class="explanation">${esc(content.cost.explanation)}</p>
</section>
<section>
<h2>${esc(content.payments.heading)}</h2>
${paymentsHtml(content.payments)}
</section>
${content.moneyBack ? `${moneyBackHtml(content.moneyBack)}\n` : ''}<footer>${esc(content.footer)}</footer>
</article>
</body>
</html>
`;
}

/**
 * A rental's receipt as plain text: the same content, a line per row and per line of the charge, a block per
 * payment attempt.
 */
export function receiptText(story: RentalStory, view: ReceiptView = 'customer', language: Language = 'en'): string {
  const content = receiptContent(story, view, language);
  const { shop, payments } = content;
  const rows = (list: readonly ReceiptRow[]) => list.map((row) => `${row.label}: ${receiptRowText(row)}`);
  const { cost } = content;
  const charges = cost.charges
    ? [`${cost.charges.heading}:`, ...cost.charges.lines.map((line) => `- ${line.label} = ${line.amount}`)]
    : [];
  const [first, ...rest] = payments.columns;
  const paymentLines =
    payments.rows.length === 0
      ? [payments.emptyText]
      : payments.rows.flatMap((payment) => [
          `- ${first ? payment[first.key] : ''}`,
          ...rest.map((column) => `  ${column.header}: ${payment[column.key]}`),
        ]);
  const blocks: string[][] = [
    [shop.name, shop.address, `${shop.phone.label}: ${shop.phone.number}`],
    [content.title, `${content.number.label} ${content.number.value}`],
    [content.rental.heading, ...rows(content.rental.rows)],
    [cost.heading, ...rows(cost.rows), ...charges, ...rows(cost.totals), cost.explanation],
    [payments.heading, ...paymentLines],
  ];
  if (content.moneyBack) {
    blocks.push([
      content.moneyBack.heading,
      ...content.moneyBack.refunds.map((refund) => `- ${refund.label}: ${refund.amount}. ${refund.reason}`),
    ]);
  }
  blocks.push([content.footer]);
  return `${blocks.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}
