import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { useContent } from '../../content/localized.ts';
import { BlogArticleView } from '../../features/content/blog-article-view.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { NotFound } from './not-found.tsx';

function BlogArticlePage() {
  const { t } = useTranslation('pages');
  const { blogs } = useContent();
  const { slug } = useParams();
  const index = blogs.findIndex((blog) => blog.slug === slug);
  const article = blogs[index];
  usePageMeta(article?.title ?? t('notFound.title'), article?.description ?? t('blogArticle.missingDescription'));
  if (!article) return <NotFound />;
  const next = blogs[(index + 1) % blogs.length];
  return (
    <>
      <BlogArticleView article={article} />
      <nav aria-label={t('blogArticle.more')} className="mx-auto flex max-w-3xl flex-wrap gap-3 px-4 pb-16 sm:px-6">
        <Link to="/allbikes" className={buttonClasses('primary', 'md')}>
          {t('blogArticle.findBike')}
        </Link>
        {next && next.slug !== article.slug ? (
          <Link to={`/blogs/${next.slug}`} className={buttonClasses('outline', 'md')}>
            {t('blogArticle.next', { title: next.title })}
          </Link>
        ) : null}
      </nav>
    </>
  );
}

export { BlogArticlePage as Component };
