/** The store's opening: the eyebrow, headline and subtitle, a link down to the products and a few of them. */
import { ArrowRightIcon } from 'lucide-react';

import { SiteHero } from '@/components/sections/site-hero';
import { scrollToSection } from '@/components/sections/site-section';
import { ProductIcon } from '@/components/sections/store/product-icon';
import { Button } from '@/components/ui/button';
import type { StoreSchema } from '@/lib/store';

export function StoreHero({ schema, productsHere }: { schema: StoreSchema; productsHere: boolean }) {
  const { texts } = schema;
  return (
    <SiteHero id="hero" eyebrow={texts.heroEyebrow} title={texts.heroTitle} subtitle={texts.heroSubtitle}>
      {productsHere ? (
        <Button asChild size="lg">
          <a href="#products" onClick={(event) => scrollToSection(event, 'products')}>
            {texts.heroCta}
            <ArrowRightIcon aria-hidden className="rtl:-scale-x-100" />
          </a>
        </Button>
      ) : null}
      <ul aria-hidden className="flex flex-wrap justify-center gap-3">
        {schema.products.slice(0, 4).map((product, i) => (
          <li
            key={product.id}
            className={
              i % 2 === 0
                ? 'flex size-16 items-center justify-center rounded-2xl bg-primary/15 text-primary sm:size-20'
                : 'flex size-16 items-center justify-center rounded-2xl bg-muted text-foreground sm:size-20'
            }
          >
            <ProductIcon name={product.icon} className="size-8 sm:size-10" />
          </li>
        ))}
      </ul>
    </SiteHero>
  );
}
