/**
 * The bKash stand-in's checkout pages (docs/product/money-and-refunds.md#the-bkash-stand-in): plain,
 * self-contained, no script and no external resource (the shop's CSP allows neither); a plain form POST.
 */
import { escapeHtml } from '@bond/contract/html';

/** The merchant the checkout names: the shop. */
export const BKASH_STANDIN_MERCHANT = 'Bond Bike Rental';

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fdf2f8;color:#0f172a}
  main{max-width:420px;margin:40px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(15,23,42,.08)}
  h1{font-size:1.25rem;margin:0 0 4px;color:#9d174d}p{margin:8px 0;color:#334155}
  .badge{display:inline-block;font-size:.75rem;background:#fef3c7;color:#78350f;padding:2px 8px;border-radius:999px}
  dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:16px 0}dt{color:#475569}dd{margin:0;font-weight:600}
  label{display:block;margin:12px 0 4px;font-weight:600}input{font:inherit;width:100%;padding:10px;border:1px solid #94a3b8;border-radius:8px}
  .error{color:#b91c1c;font-weight:600}
  .actions{display:grid;gap:10px;margin-top:20px}button{font:inherit;padding:12px;border-radius:8px;border:0;cursor:pointer;font-weight:600}
  .pay{background:#be185d;color:#fff}.fail{background:#b91c1c;color:#fff}.cancel{background:#e2e8f0;color:#0f172a}
  button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

/** What the checkout page shows of a payment. */
export type CheckoutView = {
  paymentId: string;
  amount: string;
  currency: string;
  merchantInvoiceNumber: string;
  /** Prefilled in the wallet field: the payer reference, when it is a wallet number. */
  wallet: string;
};

/**
 * The checkout: the merchant, the amount and the invoice, a wallet number and a PIN, and Pay, Fail and Cancel.
 * One form: Fail and Cancel skip the browser's checks of the fields (`formnovalidate`), as they need neither.
 */
export function renderBkashCheckout(view: CheckoutView, error?: string) {
  const id = escapeHtml(view.paymentId);
  return page(
    'bKash stand-in (test): checkout',
    `<span class="badge">bKash stand-in (test): no real money moves</span>
     <h1>bKash stand-in (test)</h1><p>Pay ${escapeHtml(BKASH_STANDIN_MERCHANT)} with your bKash account.</p>
     <dl><dt>Merchant</dt><dd>${escapeHtml(BKASH_STANDIN_MERCHANT)}</dd>
     <dt>Amount</dt><dd>${escapeHtml(view.amount)} ${escapeHtml(view.currency)}</dd>
     <dt>Invoice</dt><dd>${escapeHtml(view.merchantInvoiceNumber)}</dd></dl>
     ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
     <form method="post" action="checkout">
       <input type="hidden" name="paymentID" value="${id}">
       <label for="wallet">bKash account number</label>
       <input id="wallet" name="wallet" type="tel" inputmode="numeric" autocomplete="tel-national" required
         pattern="01[3-9][0-9]{8}" maxlength="11" placeholder="01XXXXXXXXX" value="${escapeHtml(view.wallet)}">
       <label for="pin">PIN</label>
       <input id="pin" name="pin" type="password" inputmode="numeric" autocomplete="off" required
         pattern="[0-9]{5}" maxlength="5">
       <div class="actions">
         <button class="pay" type="submit" name="action" value="pay">Pay</button>
         <button class="fail" type="submit" name="action" value="fail" formnovalidate>Fail</button>
         <button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
       </div>
     </form>`,
  );
}

export function renderBkashMessage(title: string, text: string) {
  return page(
    title,
    `<span class="badge">bKash stand-in (test)</span><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`,
  );
}
