import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LEARN_ARTICLES, parseId, relatedArticles, type LearnArticle } from '../data/posts';
import { textsFor, useLearnTexts } from '../lib/texts';
import { EntryArticle } from './entry-article';

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
  return (
    <EntryArticle
      entry={article}
      text={text}
      back={{ href: paths.learn.getHref(), label: texts.backToLearn }}
      tags={text.tags}
      related={{ title: texts.related, entries: relatedArticles(readable, article) }}
      textOf={(entry) => textsFor(texts.articles, entry.id)}
      categoryOf={(entry) => t(`content.learn.categories.${entry.category}`)}
      hrefOf={paths.learnArticle.getHref}
    />
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
