/**
 * A whole online store described by a `StoreSchema`: the frame with its pages, and on them the sections
 * the schema lists (the hero, the products, perks, reviews, the newsletter, a FAQ and, with pages, the
 * cart), with a floating cart button on every page. The cart and past orders are kept in localStorage;
 * every word it shows comes from the schema.
 */
import { useNavigate } from 'react-router-dom';

import { AppPages } from '@/components/sections/app-shell';
import { SiteSection } from '@/components/sections/site-section';
import { CartButton } from '@/components/sections/store/cart-button';
import { CartView } from '@/components/sections/store/cart-view';
import { recordOrder, savedOrders } from '@/components/sections/store/logic';
import { formatPrice } from '@/lib/money';
import { NewsletterSignup } from '@/components/sections/store/newsletter-signup';
import { ProductGrid } from '@/components/sections/store/product-grid';
import { StoreHero } from '@/components/sections/store/store-hero';
import { Faq, Perks, Reviews } from '@/components/sections/store/store-info';
import { useCart } from '@/components/sections/store/use-cart';
import type { SectionSlot } from '@/lib/app-frame';
import type { Order, StoreSchema, StoreSectionId } from '@/lib/store';
import { useAppData } from '@/lib/stored-state';

/** The sections that carry their page's <h1>. */
const HEROES: readonly StoreSectionId[] = ['hero'];

export function StoreApp({ schema }: { schema: StoreSchema }) {
  const { frame, texts } = schema;
  const navigate = useNavigate();
  const cart = useCart(schema);
  const [stored, setOrders] = useAppData<Order[]>(frame, schema.storage.orders, () => []);
  const orders = savedOrders(stored);
  const money = (value: number) => formatPrice(value, schema.currency, frame.locale);
  const slotOf = (id: StoreSectionId) => schema.sections.find((s) => s.id === id);
  const products = slotOf('products');
  const cartSlot = slotOf('cart');
  const cartPath = cartSlot ? (frame.pages.find((p) => p.id === cartSlot.page)?.path ?? null) : null;
  const order = (placed: Order) => setOrders((previous) => recordOrder(savedOrders(previous), placed));

  function section(slot: SectionSlot<StoreSectionId>) {
    switch (slot.id) {
      case 'hero':
        return (
          <StoreHero schema={schema} productsHere={products !== undefined && products.page === slot.page} />
        );
      case 'products':
        return <ProductGrid schema={schema} title={slot.title} cart={cart} money={money} />;
      case 'perks':
        return <Perks schema={schema} title={slot.title} freeFrom={money(schema.shipping.freeFrom)} />;
      case 'reviews':
        return <Reviews schema={schema} title={slot.title} />;
      case 'newsletter':
        return <NewsletterSignup texts={texts} title={slot.title} />;
      case 'faq':
        return <Faq schema={schema} title={slot.title} />;
      case 'cart':
        return (
          <SiteSection id="cart" title={slot.title}>
            <CartView
              schema={schema}
              cart={cart}
              orders={orders}
              money={money}
              onOrder={order}
              onContinue={() => void navigate('/')}
            />
          </SiteSection>
        );
    }
  }

  return (
    <>
      <AppPages frame={frame} sections={schema.sections} render={section} layout="site" heroes={HEROES} />
      <CartButton
        schema={schema}
        cart={cart}
        orders={orders}
        money={money}
        onOrder={order}
        cartPath={cartPath}
      />
    </>
  );
}
