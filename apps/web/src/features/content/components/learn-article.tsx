import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LEARN_ARTICLES, parseId, relatedArticles, type LearnArticle } from '../data/posts';
import { textsFor, useLearnTexts } from '../lib/texts';
import { ArticleLayout } from './article-layout';

/** /learn/article/{id}: the article with its tags and up to 3 related ones, or Article Not Found. */
export function LearnArticleView({
  id,
  articles = LEARN_ARTICLES,
}: {
  id: string | undefined;
  articles?: readonly LearnArticle[];
}) {
  const { t } = useTranslation();
  const texts = useLearnTexts();
  const wanted = parseId(id);
  const article = articles.find((entry) => entry.id === wanted);
  const text = article ? textsFor(texts.articles, article.id) : undefined;
  if (!article || !text) return <ArticleNotFound />;
  // Only articles with texts in this language count, so the sidebar still fills up to its limit.
  const readable = articles.filter((entry) => textsFor(texts.articles, entry.id));
  const related = relatedArticles(readable, article).flatMap((other) => {
    const otherText = textsFor(texts.articles, other.id);
    return otherText
      ? [
          {
            id: other.id,
            href: paths.learnArticle.getHref(other.id),
            title: otherText.title,
            category: t(`content.learn.categories.${other.category}`),
            readTime: other.readTime,
            image: other.image,
            gradient: other.gradient,
          },
        ]
      : [];
  });
  return (
    <>
      <PageTitle title={text.title} />
      <ArticleLayout
        back={{ href: paths.learn.getHref(), label: texts.backToLearn }}
        category={t(`content.learn.categories.${article.category}`)}
        title={text.title}
        excerpt={text.excerpt}
        author={article.author}
        date={article.date}
        readTime={article.readTime}
        image={article.image}
        imageUrl={article.imageUrl}
        gradient={article.gradient}
        body={text.body}
        tags={text.tags}
        related={{ title: texts.related, entries: related }}
      />
    </>
  );
}

function ArticleNotFound() {
  const texts = useLearnTexts();
  return (
    <section className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-5 px-6 py-24 text-center">
      <PageTitle title={texts.notFoundTitle} />
      <div className="flex size-16 items-center justify-center rounded-2xl border border-line bg-surface-2 text-fg-muted">
        <FileQuestion className="size-7" aria-hidden="true" />
      </div>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-fg">{texts.notFoundTitle}</h1>
        <p className="text-fg-muted">{texts.notFoundBody}</p>
      </div>
      <ButtonLink to={paths.learn.getHref()} variant="secondary">
        {texts.backToLearn}
      </ButtonLink>
    </section>
  );
}
