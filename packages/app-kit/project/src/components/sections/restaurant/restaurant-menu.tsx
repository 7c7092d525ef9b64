/**
 * The menu by course: each dish with its price, description and dietary labels, with a search box and
 * course and dietary filters (toggle buttons) when the app has them, and a count that is announced.
 */
import * as React from 'react';
import { FlameIcon, LeafIcon, SearchXIcon, SproutIcon, WheatOffIcon, type LucideIcon } from 'lucide-react';

import { EmptyState, SearchField } from '@/components/sections/list-tools';
import { NO_FILTER, filterMenu, toggleDiet, type MenuFilter } from '@/components/sections/restaurant/logic';
import { formatPrice } from '@/lib/money';
import { SiteSection } from '@/components/sections/site-section';
import { Badge } from '@/components/ui/badge';
import { fmt } from '@/lib/app-frame';
import { DIETS, type Diet, type RestaurantSchema, type RestaurantTexts } from '@/lib/restaurant';
import { cn } from '@/lib/utils';

const DIET_ICONS: Record<Diet, LucideIcon> = {
  vegetarian: LeafIcon,
  vegan: SproutIcon,
  'gluten-free': WheatOffIcon,
  spicy: FlameIcon,
};

export function dietLabel(diet: Diet, texts: RestaurantTexts): string {
  switch (diet) {
    case 'vegetarian':
      return texts.vegetarian;
    case 'vegan':
      return texts.vegan;
    case 'gluten-free':
      return texts.glutenFree;
    case 'spicy':
      return texts.spicy;
  }
}

/** A filter chip: a toggle button that says whether it is on. */
function Chip({
  active,
  onClick,
  children,
}: {
  active: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium transition outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        active
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-border bg-background hover:border-primary hover:text-primary',
      )}
    >
      {children}
    </button>
  );
}

export function RestaurantMenu({
  schema,
  title,
  start = NO_FILTER,
}: {
  schema: RestaurantSchema;
  title: string;
  /** The search and filters it opens with (none). */
  start?: MenuFilter;
}) {
  const { texts, features, frame } = schema;
  const [filter, setFilter] = React.useState<MenuFilter>(start);
  const shown = filterMenu(schema.menu, filter, frame.locale);
  const courses = schema.categories.filter((name) => shown.some((dish) => dish.category === name));
  const price = (value: number) => formatPrice(value, schema.currency, frame.locale);

  return (
    <SiteSection id="menu" title={title} intro={texts.menuIntro}>
      <div className="mb-8 flex flex-col gap-4">
        {features.search ? (
          <SearchField
            label={texts.searchLabel}
            value={filter.query}
            onChange={(query) => setFilter((f) => ({ ...f, query }))}
            className="w-full flex-none sm:max-w-xs"
          />
        ) : null}
        {features.filters ? (
          <>
            <div role="group" aria-label={texts.categoryLabel} className="flex flex-wrap gap-2">
              <Chip
                active={filter.category === null}
                onClick={() => setFilter((f) => ({ ...f, category: null }))}
              >
                {texts.all}
              </Chip>
              {schema.categories.map((name) => (
                <Chip
                  key={name}
                  active={filter.category === name}
                  onClick={() => setFilter((f) => ({ ...f, category: name }))}
                >
                  {name}
                </Chip>
              ))}
            </div>
            <div role="group" aria-label={texts.dietLabel} className="flex flex-wrap gap-2">
              {DIETS.map((diet) => {
                const Icon = DIET_ICONS[diet];
                return (
                  <Chip
                    key={diet}
                    active={filter.diets.includes(diet)}
                    onClick={() => setFilter((f) => ({ ...f, diets: toggleDiet(f.diets, diet) }))}
                  >
                    <Icon aria-hidden className="size-3.5" />
                    {dietLabel(diet, texts)}
                  </Chip>
                );
              })}
            </div>
          </>
        ) : null}
        <p role="status" className="text-sm text-muted-foreground">
          {fmt(texts.dishCount, { n: shown.length })}
        </p>
      </div>
      {shown.length === 0 ? (
        <EmptyState icon={SearchXIcon} title={texts.noDishes} hint={texts.noDishesHint} />
      ) : (
        <div className="grid gap-10 lg:grid-cols-2">
          {courses.map((name) => (
            <section key={name} aria-label={name}>
              <h3 className="border-b pb-2 text-xl font-semibold">{name}</h3>
              <ul className="divide-y">
                {shown
                  .filter((dish) => dish.category === name)
                  .map((dish) => (
                    <li key={dish.id} className="py-4">
                      <div className="flex items-baseline justify-between gap-4">
                        <h4 className="font-semibold">{dish.name}</h4>
                        {dish.price !== null ? (
                          <span className="shrink-0 font-semibold text-primary tabular-nums">
                            {price(dish.price)}
                          </span>
                        ) : null}
                      </div>
                      {dish.description ? (
                        <p className="mt-1 text-sm text-muted-foreground">{dish.description}</p>
                      ) : null}
                      {dish.diets.length > 0 ? (
                        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={texts.dietLabel}>
                          {dish.diets.map((diet) => {
                            const Icon = DIET_ICONS[diet];
                            return (
                              <li key={diet}>
                                <Badge variant={diet === 'spicy' ? 'destructive' : 'secondary'}>
                                  <Icon aria-hidden />
                                  {dietLabel(diet, texts)}
                                </Badge>
                              </li>
                            );
                          })}
                        </ul>
                      ) : null}
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </SiteSection>
  );
}
