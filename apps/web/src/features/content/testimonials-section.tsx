import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { useContent } from '../../content/localized.ts';

/** 'Customer Testimonials': six quotes, three columns on large screens. */
export function TestimonialsSection() {
  const { t } = useTranslation('content');
  const { testimonials } = useContent();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <SectionHeading id={headingId} subtitle={t('testimonials.subtitle')}>
        {t('testimonials.title')}
      </SectionHeading>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
              <blockquote className="flex-1 text-base leading-relaxed text-slate-800 dark:text-slate-200">
                <p>{t('testimonials.quote', { quote: testimonial.quote })}</p>
              </blockquote>
              <figcaption className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-700">
                <span className="block font-bold text-slate-900 dark:text-white">{testimonial.name}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">{testimonial.context}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
