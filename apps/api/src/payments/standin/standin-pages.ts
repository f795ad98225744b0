/** The stand-in's HTML pages: plain, self-contained, no inline script (the shop's CSP forbids it). */
import { escapeHtml } from '@bond/contract/html';

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
  main{max-width:420px;margin:40px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(15,23,42,.08)}
  h1{font-size:1.25rem;margin:0 0 4px}p{margin:8px 0;color:#334155}.badge{display:inline-block;font-size:.75rem;background:#fef3c7;color:#78350f;padding:2px 8px;border-radius:999px}
  dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:16px 0}dt{color:#475569}dd{margin:0;font-weight:600}
  .actions{display:grid;gap:10px;margin-top:20px}button{font:inherit;padding:12px;border-radius:8px;border:0;cursor:pointer;font-weight:600}
  .pay{background:#0f766e;color:#fff}.fail{background:#b91c1c;color:#fff}.cancel{background:#e2e8f0;color:#0f172a}
  button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

const page = (title: string, body: string, head = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style>${head}</head><body><main>${body}</main></body></html>`;

export function renderCheckout(row: {
  track: string;
  amount: string;
  currency: string;
  description: string;
  tranId: string;
}) {
  const t = escapeHtml(row.track);
  const button = (action: string, label: string) =>
    `<form method="post" action="paynow.php"><input type="hidden" name="track" value="${t}"><input type="hidden" name="action" value="${action}"><button class="${action}" type="submit">${label}</button></form>`;
  return page(
    'aamarPay checkout (local stand-in)',
    `<span class="badge">Local aamarPay stand-in: no real money moves</span>
     <h1>aamarPay checkout</h1><p>${escapeHtml(row.description)}</p>
     <dl><dt>Amount</dt><dd>${escapeHtml(row.amount)} ${escapeHtml(row.currency)}</dd><dt>Transaction</dt><dd>${escapeHtml(row.tranId)}</dd><dt>Method</dt><dd>bKash</dd></dl>
     <div class="actions">${button('pay', 'Pay')}${button('fail', 'Fail')}${button('cancel', 'Cancel')}</div>`,
  );
}

export function renderAutoPost(url: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return page(
    'Returning to the shop…',
    `<h1>Returning to the shop…</h1><p>Please wait while we take you back.</p>
     <form id="return" method="post" action="${escapeHtml(url)}">${inputs}<div class="actions"><button class="pay" type="submit">Continue to the shop</button></div></form>`,
    '<script src="autopost.js" defer></script>',
  );
}

export function renderMessage(title: string, text: string) {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}

export const AUTOPOST_SCRIPT = `document.getElementById('return')?.submit();\n`;
