/**
 * The products section: a search box and category chips (when the store has them), a sort, how many
 * match, the grid of cards, and a product's details in a dialog.
 */
import * as React from 'react';
import { SearchXIcon, TruckIcon, XIcon } from 'lucide-react';

import { EmptyState, SearchField } from '@/components/sections/list-tools';
import { SiteSection } from '@/components/sections/site-section';
import { shownProducts, type SortKey } from '@/components/sections/store/logic';
import { AddToCart, ProductCard, Rating } from '@/components/sections/store/product-card';
import { ProductIcon } from '@/components/sections/store/product-icon';
import type { StoreCart } from '@/components/sections/store/use-cart';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { fmt } from '@/lib/app-frame';
import type { Product, StoreSchema } from '@/lib/store';
import { cn } from '@/lib/utils';

function sorts(schema: StoreSchema): { value: SortKey; label: string }[] {
  const { texts } = schema;
  const rated = schema.products.some((p) => p.rating !== null);
  return [
    { value: 'featured', label: texts.sortFeatured },
    { value: 'price-asc', label: texts.sortPriceAsc },
    { value: 'price-desc', label: texts.sortPriceDesc },
    ...(rated ? [{ value: 'rating' as const, label: texts.sortRating }] : []),
    { value: 'name', label: texts.sortName },
  ];
}

/** Category chips: toggle buttons, one pressed at a time. */
function CategoryChips({
  label,
  all,
  categories,
  value,
  onChange,
}: {
  label: string;
  all: string;
  categories: readonly string[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const chip = (name: string, active: boolean, pick: string | null) => (
    <li key={name}>
      <button
        type="button"
        aria-pressed={active}
        onClick={() => onChange(pick)}
        className={cn(
          'rounded-full border px-3 py-1 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
          active
            ? 'border-primary bg-primary text-primary-foreground'
            : 'border-border bg-background hover:bg-accent hover:text-accent-foreground',
        )}
      >
        {name}
      </button>
    </li>
  );
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {chip(all, value === null, null)}
      {categories.map((name) => chip(name, value === name, name))}
    </ul>
  );
}

function ProductDetail({
  schema,
  product,
  price,
  cart,
  onClose,
}: {
  schema: StoreSchema;
  product: Product;
  price: string;
  cart: StoreCart;
  onClose: () => void;
}) {
  const { texts } = schema;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div className="flex aspect-square items-center justify-center rounded-lg bg-gradient-to-br from-primary/15 to-muted text-primary">
        <ProductIcon name={product.icon} className="size-24" />
      </div>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Badge variant="secondary">{product.category}</Badge>
          {product.rating !== null ? (
            <Rating value={product.rating} locale={schema.frame.locale} texts={texts} />
          ) : null}
        </div>
        <DialogTitle className="text-2xl font-bold">{product.name}</DialogTitle>
        <p className="text-2xl font-semibold text-primary tabular-nums">{price}</p>
        <DialogDescription>{product.description}</DialogDescription>
        <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <TruckIcon aria-hidden className="size-4" />
          {texts.inStock}
        </p>
        <AddToCart
          className="items-start"
          inCart={cart.qtyOf(product.id)}
          texts={texts}
          onAdd={() => cart.add(product.id)}
          statusId={`detail-added-${product.id}`}
        />
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="absolute end-3 top-3"
        aria-label={texts.close}
        onClick={onClose}
      >
        <XIcon aria-hidden />
      </Button>
    </div>
  );
}

export function ProductGrid({
  schema,
  title,
  cart,
  money,
}: {
  schema: StoreSchema;
  title: string;
  cart: StoreCart;
  money: (value: number) => string;
}) {
  const { texts, features, frame } = schema;
  const [query, setQuery] = React.useState('');
  const [category, setCategory] = React.useState<string | null>(null);
  const [sort, setSort] = React.useState<SortKey>('featured');
  const [openId, setOpenId] = React.useState<string | null>(null);
  const sortId = React.useId();
  const options = sorts(schema);
  const shown = shownProducts(schema.products, {
    query: features.search ? query : '',
    category: features.filters ? category : null,
    sort,
    locale: frame.locale,
  });
  const open = schema.products.find((p) => p.id === openId);

  return (
    <SiteSection id="products" title={title} intro={texts.productsIntro}>
      <div className="mb-6 flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          {features.search ? (
            <SearchField
              label={texts.searchLabel}
              value={query}
              onChange={setQuery}
              className="sm:max-w-sm"
            />
          ) : null}
          <div className="flex items-center gap-2 sm:ms-auto">
            <Label htmlFor={sortId} className="shrink-0 text-muted-foreground">
              {texts.sortLabel}
            </Label>
            <NativeSelect
              id={sortId}
              value={sort}
              onChange={(event) => setSort(event.target.value as SortKey)}
              className="w-auto"
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {features.filters && schema.categories.length > 1 ? (
          <CategoryChips
            label={texts.categoryLabel}
            all={texts.all}
            categories={schema.categories}
            value={category}
            onChange={setCategory}
          />
        ) : null}
        <p role="status" className="text-sm text-muted-foreground">
          {fmt(texts.resultsCount, { n: shown.length })}
        </p>
      </div>
      {shown.length === 0 ? (
        <EmptyState icon={SearchXIcon} title={texts.noResults} hint={texts.noResultsHint} />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                price={money(product.price)}
                inCart={cart.qtyOf(product.id)}
                locale={frame.locale}
                texts={texts}
                onAdd={() => cart.add(product.id)}
                onOpen={() => setOpenId(product.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={open !== undefined}
        onOpenChange={(value) => {
          if (!value) setOpenId(null);
        }}
      >
        <DialogContent
          showCloseButton={false}
          className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
        >
          {open ? (
            <ProductDetail
              schema={schema}
              product={open}
              price={money(open.price)}
              cart={cart}
              onClose={() => setOpenId(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </SiteSection>
  );
}
