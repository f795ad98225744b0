import type { PublicCoupon } from '@bond/contract/price-lists';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { formatDigits, formatLongDate, useFormat } from '../../i18n/format.ts';
import { toast } from '../../lib/toast.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useGetActiveCouponsQuery } from './api.ts';

/** Where a coupon leads: its one bike's page, or the bike search. */
const searchFor = (coupon: PublicCoupon) =>
  coupon.bikeId ? `/allbikes/${encodeURIComponent(coupon.bikeId)}` : '/allbikes';

/** Puts the code on the clipboard; false when the browser offers no clipboard here (plain http) or refuses. */
async function copyCode(code: string): Promise<boolean> {
  // Missing outside a secure context, whatever the types say.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard?.writeText) return false;
  try {
    await clipboard.writeText(code);
    return true;
  } catch {
    return false;
  }
}

/**
 * 'Coupons & Discounts' (docs/product/platform.md#content-and-media): the shop's active coupons
 * (`GET /api/coupons/active`, fetched by home's route loader, so a rendered home arrives with them), each a
 * button. Pressing one copies its code, says so and opens the bike search (a coupon for one bike opens that
 * bike). Where the browser will not copy, the code is shown selected for the visitor to copy, with the way on
 * to the bikes. With no active coupon the section is left out; if they cannot be loaded, it says so.
 */
export function CouponsSection() {
  // On a page the server rendered, a press before the app has hydrated would be lost: it waits. Kept for its
  // figure: this wait with the others of the navbar, theme toggle and coupons and the bike grid's first six
  // cards saved 109 and 352 ms of median blocking time on `/` in two bench runs (apps/web/bench/README.md).
  const isHydrated = useHydrated();
  const { t } = useTranslation('content');
  const f = useFormat();
  const navigate = useNavigate();
  const headingId = useId();
  const { data: coupons, isError } = useGetActiveCouponsQuery();
  const [toCopy, setToCopy] = useState<PublicCoupon | null>(null);

  if (!isError && (!coupons || coupons.length === 0)) return null;

  const press = async (coupon: PublicCoupon) => {
    if (await copyCode(coupon.code)) {
      setToCopy(null);
      toast.success(t('coupons.copied', { code: coupon.code }));
      void navigate(searchFor(coupon));
    } else {
      setToCopy(coupon);
    }
  };

  // The spec's plain numbers ('1000tk'), in the language's digits.
  const plain = (value: number) => formatDigits(value, f.language);
  const day = (isoDate: string) => formatLongDate(isoDate, f.language);
  const validity = (coupon: PublicCoupon) =>
    coupon.validFrom && coupon.validTo
      ? t('coupons.validBetween', { from: day(coupon.validFrom), to: day(coupon.validTo) })
      : coupon.validTo
        ? t('coupons.validUntil', { date: day(coupon.validTo) })
        : coupon.validFrom
          ? t('coupons.validFrom', { date: day(coupon.validFrom) })
          : null;

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <SectionHeading id={headingId} subtitle={isError ? undefined : t('coupons.subtitle')}>
        {t('coupons.title')}
      </SectionHeading>
      {isError || !coupons ? (
        <p className="text-center text-slate-700 dark:text-slate-300">{t('coupons.loadError')}</p>
      ) : (
        <>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {coupons.map((coupon) => {
              const terms = [
                coupon.minimumCharge > 0 ? t('coupons.minimum', { amount: plain(coupon.minimumCharge) }) : null,
                coupon.firstRentalOnly ? t('coupons.firstRentalOnly') : null,
                coupon.bikeId ? t('coupons.oneBike') : null,
                validity(coupon),
              ].filter((term) => term !== null);
              return (
                <li key={coupon.code}>
                  <button
                    type="button"
                    onClick={() => void press(coupon)}
                    disabled={!isHydrated}
                    className="flex h-full w-full flex-col gap-2 rounded-2xl border-2 border-dashed border-brand-600 bg-white p-5 text-left transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-brand-400 dark:bg-slate-900 dark:hover:bg-slate-800"
                  >
                    <span className="text-3xl font-extrabold text-slate-900 dark:text-white">
                      {coupon.kind === 'percent'
                        ? t('coupons.percentOff', { percent: plain(coupon.value) })
                        : t('coupons.takaOff', { amount: plain(coupon.value) })}
                    </span>
                    <span className="font-mono text-lg font-bold tracking-wider text-brand-800 dark:text-brand-300">
                      {coupon.code}
                    </span>
                    <span className="text-sm text-slate-700 dark:text-slate-300">{coupon.details[f.language]}</span>
                    {terms.map((term) => (
                      <span key={term} className="text-xs text-slate-600 dark:text-slate-400">
                        {term}
                      </span>
                    ))}
                  </button>
                </li>
              );
            })}
          </ul>
          {toCopy ? <CopyItYourself key={toCopy.code} coupon={toCopy} /> : null}
        </>
      )}
    </section>
  );
}

/** The code in a box, selected, for a browser that would not copy it; then the way on to the bikes. */
function CopyItYourself({ coupon }: { coupon: PublicCoupon }) {
  const { t } = useTranslation('content');
  const fieldId = useId();
  const hintId = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  return (
    <div className="mx-auto mt-8 flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-slate-300 p-5 text-center dark:border-slate-600">
      <label htmlFor={fieldId} className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('coupons.codeLabel')}
      </label>
      <input
        ref={field}
        id={fieldId}
        readOnly
        value={coupon.code}
        aria-describedby={hintId}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full max-w-xs rounded-lg border border-slate-400 bg-white px-3 py-2 text-center font-mono text-lg font-bold tracking-wider text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-white"
      />
      <p id={hintId} className="text-sm text-slate-700 dark:text-slate-300">
        {t('coupons.copyYourself')}
      </p>
      <Link to={searchFor(coupon)} className={buttonClasses('primary', 'md')}>
        {t('coupons.findBike')}
      </Link>
    </div>
  );
}
