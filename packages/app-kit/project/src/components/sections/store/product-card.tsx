/** A product in the grid: its picture, category, rating, name (opens its details), price and add button. */
import { ShoppingCartIcon, StarIcon } from 'lucide-react';

import { ProductIcon } from '@/components/sections/store/product-icon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { fmt } from '@/lib/app-frame';
import type { Product, StoreTexts } from '@/lib/store';
import { cn } from '@/lib/utils';

/** A rating as stars for the eye and a sentence for screen readers. */
export function Rating({ value, locale, texts }: { value: number; locale: string; texts: StoreTexts }) {
  const shown = value.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
      <StarIcon aria-hidden className="size-4 fill-current text-amber-500" />
      <span aria-hidden>{shown}</span>
      <span className="sr-only">{fmt(texts.rating, { n: shown })}</span>
    </span>
  );
}

/** The add button, described by the line under it that says (and announces) how many are in the cart. */
export function AddToCart({
  inCart,
  texts,
  onAdd,
  statusId,
  className,
}: {
  inCart: number;
  texts: StoreTexts;
  onAdd: () => void;
  statusId: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-end gap-1', className)}>
      <Button type="button" onClick={onAdd} aria-describedby={statusId}>
        <ShoppingCartIcon aria-hidden />
        {texts.addToCart}
      </Button>
      <p id={statusId} role="status" className="min-h-5 text-sm text-primary">
        {inCart > 0 ? fmt(texts.added, { n: inCart }) : ''}
      </p>
    </div>
  );
}

export function ProductCard({
  product,
  price,
  inCart,
  locale,
  texts,
  onAdd,
  onOpen,
}: {
  product: Product;
  /** The price as shown, in the store's currency. */
  price: string;
  inCart: number;
  locale: string;
  texts: StoreTexts;
  onAdd: () => void;
  onOpen: () => void;
}) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-gradient-to-br from-primary/15 to-muted text-primary">
        <ProductIcon name={product.icon} className="size-16" />
      </div>
      <div className="flex flex-1 flex-col gap-2 pt-4">
        <div className="flex items-center justify-between gap-2">
          <Badge variant="secondary">{product.category}</Badge>
          {product.rating !== null ? <Rating value={product.rating} locale={locale} texts={texts} /> : null}
        </div>
        <h3 className="text-lg font-semibold">
          <button
            type="button"
            onClick={onOpen}
            aria-haspopup="dialog"
            className="rounded-sm text-start outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {product.name}
          </button>
        </h3>
        <p className="text-sm text-muted-foreground">{product.description}</p>
        <div className="mt-auto flex flex-wrap items-start justify-between gap-3 pt-2">
          <span className="pt-1 text-lg font-bold tabular-nums">{price}</span>
          <AddToCart inCart={inCart} texts={texts} onAdd={onAdd} statusId={`added-${product.id}`} />
        </div>
      </div>
    </article>
  );
}
