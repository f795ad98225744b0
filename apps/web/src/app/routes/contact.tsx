import { telHref } from '@bond/contract/shop';
import { useTranslation } from 'react-i18next';
import { useContent } from '../../content/localized.ts';
import { ContactForm } from '../../features/content/contact-form.tsx';
import { JsonLd } from '../../components/json-ld.tsx';
import { useSiteOrigin } from '../../lib/page-head.ts';
import { shopJsonLd } from '../../lib/structured-data.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';

function ContactPage() {
  const { t } = useTranslation('contact');
  const { shop } = useContent();
  const description = t('page.description', { phone: shop.phone, tollFree: shop.tollFree, hours: shop.openingHours });
  usePageMeta(t('page.title'), description);
  const origin = useSiteOrigin();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <JsonLd data={shopJsonLd(origin, description)} />
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {t('page.heading')}
        </h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{t('page.intro')}</p>
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <ContactForm />
        </div>
        <section
          aria-labelledby="contact-info-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 id="contact-info-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            {t('page.visitOrCall')}
          </h2>
          <dl className="mt-6 space-y-5 text-base">
            <div>
              <dt className="font-semibold text-slate-900 dark:text-white">{t('page.address')}</dt>
              <dd className="mt-1 text-slate-700 dark:text-slate-300">{shop.address}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900 dark:text-white">{t('page.phone')}</dt>
              <dd className="mt-1">
                <a
                  href={telHref(shop.phone)}
                  className="text-brand-800 underline underline-offset-2 dark:text-brand-300"
                >
                  {shop.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900 dark:text-white">{t('page.tollFree')}</dt>
              <dd className="mt-1">
                <a
                  href={telHref(shop.tollFree)}
                  className="text-brand-800 underline underline-offset-2 dark:text-brand-300"
                >
                  {shop.tollFree}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900 dark:text-white">{t('page.email')}</dt>
              <dd className="mt-1">
                <a
                  href={`mailto:${shop.email}`}
                  className="break-all text-brand-800 underline underline-offset-2 dark:text-brand-300"
                >
                  {shop.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900 dark:text-white">{t('page.openHours')}</dt>
              <dd className="mt-1 text-slate-700 dark:text-slate-300">
                {shop.openingHours}
                <br />
                {shop.closedText}
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </div>
  );
}

export { ContactPage as Component };
