import { PageTitle } from '@/components/layout/page-title';
import type { ContentBlock } from '@/locales/types';
import type { Entry } from '../data/posts';
import { ArticleLayout } from './article-layout';

/** An entry's texts in the current language. */
export interface EntryText {
  title: string;
  excerpt: string;
  body: readonly ContentBlock[];
}

export interface EntryArticleProps<T extends Entry> {
  entry: T;
  text: EntryText;
  back: { href: string; label: string };
  tags: readonly string[];
  /** Offered beside the entry; those without texts in this language are left out. */
  related: { title: string; entries: readonly T[] };
  textOf: (entry: T) => EntryText | undefined;
  categoryOf: (entry: T) => string;
  hrefOf: (id: number) => string;
}

/** A blog post or learn article as a page: its title in the tab, the article, related entries beside it. */
export function EntryArticle<T extends Entry>({
  entry,
  text,
  back,
  tags,
  related,
  textOf,
  categoryOf,
  hrefOf,
}: EntryArticleProps<T>) {
  const relatedEntries = related.entries.flatMap((other) => {
    const otherText = textOf(other);
    return otherText
      ? [
          {
            id: other.id,
            href: hrefOf(other.id),
            title: otherText.title,
            category: categoryOf(other),
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
        back={back}
        category={categoryOf(entry)}
        title={text.title}
        excerpt={text.excerpt}
        author={entry.author}
        date={entry.date}
        readTime={entry.readTime}
        image={entry.image}
        imageUrl={entry.imageUrl}
        gradient={entry.gradient}
        body={text.body}
        tags={tags}
        related={{ title: related.title, entries: relatedEntries }}
      />
    </>
  );
}
