import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { useContent } from '../../content/localized.ts';
import { useFormat } from '../../i18n/format.ts';

/** 'Why Choose Us': six reasons in two columns. */
export function WhyChooseUsSection() {
  const { t } = useTranslation('content');
  const { whyChooseUs } = useContent();
  const f = useFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-white dark:bg-slate-900">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <SectionHeading id={headingId}>{t('whyChooseUs.title')}</SectionHeading>
        <ul className="grid gap-5 md:grid-cols-2">
          {whyChooseUs.map((item, index) => (
            <li key={item.id} className="flex gap-4 rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {f.number(index + 1)}
              </span>
              <div>
                <h3 className="text-lg font-bold text-slate-900 dark:text-white">{item.title}</h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
