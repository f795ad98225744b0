import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import type { Coupon } from '../../content/coupons.ts';
import { useContent } from '../../content/localized.ts';
import { formatDigits, useFormat } from '../../i18n/format.ts';
import { i18next } from '../../i18n/index.ts';
import { toast } from '../../lib/toast.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * An expired coupon says so ('This Coupon is Expired'); an active one says coupons are
 * coming soon ('Coupons & Discounts will be available soon'), in the page's language.
 */
export function announceCoupon(coupon: Pick<Coupon, 'status'>): void {
  if (coupon.status) toast.info(i18next.t('content:coupons.activeMessage'));
  else toast.error(i18next.t('content:coupons.expiredMessage'));
}

/** 'Coupons & Discounts': the six coupons, each a button. */
export function CouponsSection() {
  // On a page the server rendered, a press before the app has hydrated would be lost: it waits. Kept for its
  // figure: this wait with the others of the navbar, theme toggle and coupons and the bike grid's first six
  // cards saved 109 and 352 ms of median blocking time on `/` in two bench runs (apps/web/bench/README.md).
  const isHydrated = useHydrated();
  const { t } = useTranslation('content');
  const { coupons } = useContent();
  const f = useFormat();
  // The spec's plain numbers ('1000tk'), in the language's digits.
  const plain = (value: number) => formatDigits(value, f.language);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <SectionHeading id={headingId} subtitle={t('coupons.subtitle')}>
        {t('coupons.title')}
      </SectionHeading>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {coupons.map((coupon) => (
          <li key={coupon.code}>
            <button
              type="button"
              onClick={() => announceCoupon(coupon)}
              disabled={!isHydrated}
              className={`flex h-full w-full flex-col gap-2 rounded-2xl border-2 border-dashed p-5 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                coupon.status
                  ? 'border-brand-600 bg-white hover:bg-brand-50 dark:border-brand-400 dark:bg-slate-900 dark:hover:bg-slate-800'
                  : 'border-slate-400 bg-slate-100 hover:bg-slate-200 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700'
              }`}
            >
              <span className="flex items-center justify-between gap-3">
                <span className="text-3xl font-extrabold text-slate-900 dark:text-white">
                  {t('coupons.off', { discount: plain(coupon.discount) })}
                </span>
                <span
                  className={`rounded-full px-3 py-1 text-xs font-bold ${
                    coupon.status ? 'bg-green-700 text-white' : 'bg-slate-600 text-white'
                  }`}
                >
                  {coupon.status ? t('coupons.active') : t('coupons.expired')}
                </span>
              </span>
              <span className="font-mono text-lg font-bold tracking-wider text-brand-800 dark:text-brand-300">
                {coupon.code}
              </span>
              <span className="text-sm text-slate-700 dark:text-slate-300">{coupon.details}</span>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {t('coupons.minimum', { amount: plain(coupon.minimumSpend) })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
