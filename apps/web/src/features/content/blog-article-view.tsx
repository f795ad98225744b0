import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlogArticle } from '../../content/blogs.ts';
import { formatLongDate, useFormat } from '../../i18n/format.ts';

/** One blog article: title, byline, picture and its sections. */
export function BlogArticleView({ article }: { article: BlogArticle }) {
  const { t } = useTranslation('content');
  const f = useFormat();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="text-sm">
        <Link to="/" className="font-semibold text-brand-800 underline-offset-4 hover:underline dark:text-brand-300">
          {t('blogArticle.home')}
        </Link>
        <span aria-hidden="true" className="px-2 text-slate-500">
          /
        </span>
        <span className="text-slate-700 dark:text-slate-300">{t('blogArticle.blog')}</span>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {article.title}
      </h1>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
        <Trans
          t={t}
          i18nKey="blogArticle.byline"
          values={{
            author: article.author,
            date: formatLongDate(article.publishedOn, f.language),
            minutes: f.number(article.readingMinutes),
          }}
          components={{ 1: <time dateTime={article.publishedOn} /> }}
        />
      </p>
      <img
        src={article.image}
        alt={article.imageAlt}
        width={1200}
        height={630}
        fetchPriority="high"
        className="mt-8 aspect-[40/21] w-full rounded-2xl bg-slate-100 object-cover dark:bg-slate-800"
      />
      <p className="mt-8 text-lg leading-relaxed font-medium text-slate-800 dark:text-slate-200">
        {article.description}
      </p>
      <div className="mt-6 space-y-8">
        {article.sections.map((section, index) => (
          <section key={section.heading ?? index} className="space-y-4">
            {section.heading ? (
              <h2 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{section.heading}</h2>
            ) : null}
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="text-base leading-relaxed text-slate-700 dark:text-slate-300">
                {paragraph}
              </p>
            ))}
            {section.list ? (
              <ul className="list-disc space-y-2 pl-6 text-base leading-relaxed text-slate-700 dark:text-slate-300">
                {section.list.map((item) => (
                  <li key={item.slice(0, 40)}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </article>
  );
}
