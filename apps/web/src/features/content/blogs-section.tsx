import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { useContent } from '../../content/localized.ts';

export const HOME_BLOG_COUNT = 4;

/** Home 'Blogs': the first four of the twelve articles, each with 'Read Full Blog'. */
export function BlogsSection() {
  const { t } = useTranslation('content');
  const { blogs } = useContent();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <SectionHeading id={headingId} subtitle={t('blogs.subtitle')}>
        {t('blogs.title')}
      </SectionHeading>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {blogs.slice(0, HOME_BLOG_COUNT).map((blog) => (
          <li key={blog.slug}>
            <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
              <img
                src={blog.image}
                alt={blog.imageAlt}
                width={600}
                height={315}
                loading="lazy"
                decoding="async"
                className="aspect-[40/21] w-full bg-slate-100 object-cover dark:bg-slate-800"
              />
              <div className="flex flex-1 flex-col gap-3 p-5">
                <h3 className="text-lg font-bold text-slate-900 dark:text-white">{blog.title}</h3>
                <p className="text-sm text-slate-700 dark:text-slate-300">{blog.description}</p>
                <Link to={`/blogs/${blog.slug}`} className={buttonClasses('primary', 'md', 'mt-auto')}>
                  <Trans
                    t={t}
                    i18nKey="blogs.readFull"
                    values={{ title: blog.title }}
                    components={{ 1: <span className="sr-only" /> }}
                  />
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
