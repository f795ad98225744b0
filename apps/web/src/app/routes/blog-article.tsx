import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { blogs } from '../../content/blogs.ts';
import { BlogArticleView } from '../../features/content/blog-article-view.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { NotFound } from './not-found.tsx';

function BlogArticlePage() {
  const { slug } = useParams();
  const index = blogs.findIndex((blog) => blog.slug === slug);
  const article = blogs[index];
  usePageMeta(article?.title ?? 'Not Found', article?.description ?? 'This article is not on Bond Bike Rental.');
  if (!article) return <NotFound />;
  const next = blogs[(index + 1) % blogs.length];
  return (
    <>
      <BlogArticleView article={article} />
      <nav aria-label="More articles" className="mx-auto flex max-w-3xl flex-wrap gap-3 px-4 pb-16 sm:px-6">
        <Link to="/allbikes" className={buttonClasses('primary', 'md')}>
          Find a bike for your ride
        </Link>
        {next && next.slug !== article.slug ? (
          <Link to={`/blogs/${next.slug}`} className={buttonClasses('outline', 'md')}>
            Next article: {next.title}
          </Link>
        ) : null}
      </nav>
    </>
  );
}

export { BlogArticlePage as Component };
