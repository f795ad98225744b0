import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { useContent } from '../../content/localized.ts';

export const HOME_OFFER_COUNT = 4;

/** 'Offers To Grab Right Now !': the first four of the six offers, each leading to the bike list. */
export function OffersSection() {
  const { t } = useTranslation('content');
  const { offers } = useContent();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-brand-50 dark:bg-slate-900">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} subtitle={t('offers.subtitle')}>
          {t('offers.title')}
        </SectionHeading>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {offers.slice(0, HOME_OFFER_COUNT).map((offer) => (
            <li key={offer.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-950">
                <img
                  src={offer.image}
                  alt={offer.imageAlt}
                  width={600}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/2] w-full bg-slate-100 object-cover dark:bg-slate-800"
                />
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <p className="text-sm font-extrabold tracking-wide text-brand-800 dark:text-brand-300">
                    {offer.discountLabel}
                  </p>
                  <h3 className="text-lg font-bold text-slate-900 dark:text-white">{offer.title}</h3>
                  <p className="text-sm text-slate-700 dark:text-slate-300">{offer.description}</p>
                  <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{offer.validity}</p>
                  <Link to="/allbikes" className={buttonClasses('primary', 'md', 'mt-auto')}>
                    {t('offers.rent')}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
