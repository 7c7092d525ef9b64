import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { LEARN_ARTICLES, type LearnArticle } from '../data/posts';
import { textsFor, useLearnTexts } from '../lib/texts';
import { ComingSoon } from './coming-soon';
import { EntryCard } from './entry-card';
import { PageIntro } from './page-intro';

/** /learn: "Learn & Grow" with the latest articles, or Coming Soon while there are none (content §2). */
export function LearnList({ articles = LEARN_ARTICLES }: { articles?: readonly LearnArticle[] }) {
  const { t } = useTranslation();
  const texts = useLearnTexts();
  if (articles.length === 0) return <ComingSoon body={texts.comingSoonBody} />;
  return (
    <div className="flex flex-col pb-20">
      <PageIntro eyebrow={texts.eyebrow} title={texts.title} subtitle={texts.subtitle} />
      <section aria-labelledby="latest-articles" className="mx-auto w-full max-w-5xl px-4 sm:px-6">
        <h2 id="latest-articles" className="mb-6 text-xl font-semibold tracking-tight text-fg">
          {texts.latest}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2">
          {articles.map((article) => {
            const text = textsFor(texts.articles, article.id);
            if (!text) return null;
            return (
              <li key={article.id} className="flex">
                <EntryCard
                  href={paths.learnArticle.getHref(article.id)}
                  title={text.title}
                  excerpt={text.excerpt}
                  category={t(`content.learn.categories.${article.category}`)}
                  readTime={article.readTime}
                  author={article.author}
                  date={article.date}
                  image={article.image}
                  imageUrl={article.imageUrl}
                  gradient={article.gradient}
                />
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
