/** The restaurant's own words: its story with the people behind it, and what guests say about it. */
import { ChefHatIcon, StarIcon } from 'lucide-react';

import { SiteSection } from '@/components/sections/site-section';
import type { RestaurantSchema } from '@/lib/restaurant';

export function RestaurantStory({ schema, title }: { schema: RestaurantSchema; title: string }) {
  return (
    <SiteSection id="story" title={title} tinted>
      <div className="grid gap-8 md:grid-cols-[1fr_16rem] md:items-center">
        <p className="text-lg leading-relaxed">{schema.story}</p>
        {schema.team && schema.team.length > 0 ? (
          <ul className="grid gap-3">
            {schema.team.map((person, index) => (
              <li
                key={`${index}-${person.name}`}
                className="flex items-center gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
              >
                <span
                  aria-hidden
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
                >
                  <ChefHatIcon className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold">{person.name}</span>
                  {person.role && <span className="block text-sm text-muted-foreground">{person.role}</span>}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <div
            aria-hidden
            className="mx-auto flex size-40 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg"
          >
            <ChefHatIcon className="size-16" />
          </div>
        )}
      </div>
    </SiteSection>
  );
}

export function RestaurantReviews({ schema, title }: { schema: RestaurantSchema; title: string }) {
  return (
    <SiteSection id="reviews" title={title}>
      <ul className="grid gap-6 md:grid-cols-3">
        {schema.reviews.map((review, index) => (
          <li
            key={`${index}-${review.author}`}
            className="h-full rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
          >
            <figure>
              <div aria-hidden className="flex gap-0.5 text-primary">
                {[0, 1, 2, 3, 4].map((i) => (
                  <StarIcon key={i} className="size-4 fill-current" />
                ))}
              </div>
              <blockquote className="mt-3">{review.text}</blockquote>
              <figcaption className="mt-4 text-sm font-semibold">{review.author}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}
