/**
 * The cart: its lines with quantity steppers and a remove button, the subtotal, shipping and total,
 * then the checkout form, the confirmation of a placed order and the past orders.
 */
import * as React from 'react';
import { CheckCircle2Icon, MinusIcon, PlusIcon, ShoppingBagIcon, Trash2Icon } from 'lucide-react';

import { EmptyState } from '@/components/sections/list-tools';
import { CheckoutForm } from '@/components/sections/store/checkout-form';
import { orderNumber, type CheckoutValues } from '@/components/sections/store/logic';
import { ProductIcon } from '@/components/sections/store/product-icon';
import type { StoreCart } from '@/components/sections/store/use-cart';
import { Button } from '@/components/ui/button';
import { fmt } from '@/lib/app-frame';
import type { Order, StoreSchema } from '@/lib/store';

export function CartView({
  schema,
  cart,
  orders,
  money,
  onOrder,
  onContinue,
}: {
  schema: StoreSchema;
  cart: StoreCart;
  orders: readonly Order[];
  money: (value: number) => string;
  onOrder: (order: Order) => void;
  /** Back to the products (closes the dialog, or leaves the cart page). */
  onContinue: () => void;
}) {
  const { texts, frame } = schema;
  const [step, setStep] = React.useState<'cart' | 'checkout'>('cart');
  const [placed, setPlaced] = React.useState<Order | null>(null);

  function place(values: CheckoutValues) {
    const order: Order = {
      id: orderNumber(),
      date: new Date().toISOString(),
      email: values.email.trim(),
      count: cart.count,
      total: cart.total,
    };
    onOrder(order);
    cart.clear();
    setStep('cart');
    setPlaced(order);
  }

  if (placed) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
        <CheckCircle2Icon aria-hidden className="size-12 text-primary" />
        <h3 className="text-2xl font-bold">{texts.orderPlaced}</h3>
        <p className="text-muted-foreground">{fmt(texts.orderNumber, { id: placed.id })}</p>
        <p className="text-muted-foreground">{fmt(texts.orderEmail, { email: placed.email })}</p>
        <Button
          type="button"
          className="mt-2"
          onClick={() => {
            setPlaced(null);
            onContinue();
          }}
        >
          {texts.continueShopping}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-8 @container">
      {cart.lines.length === 0 ? (
        <EmptyState icon={ShoppingBagIcon} title={texts.cartEmpty} hint={texts.cartEmptyHint} />
      ) : (
        <div className="grid gap-8 @3xl:grid-cols-[1fr_20rem]">
          <ul className="divide-y">
            {cart.lines.map(({ product, qty }) => (
              <li key={product.id} className="flex gap-4 py-4">
                <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <ProductIcon name={product.icon} className="size-7" />
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex items-start justify-between gap-3">
                    <p className="font-medium">{product.name}</p>
                    <p className="shrink-0 font-semibold tabular-nums">{money(qty * product.price)}</p>
                  </div>
                  <p className="text-sm text-muted-foreground tabular-nums">{money(product.price)}</p>
                  <div className="mt-2 flex items-center justify-between gap-3">
                    <div
                      role="group"
                      aria-label={`${texts.quantity}: ${product.name}`}
                      className="flex items-center gap-1"
                    >
                      <Button
                        type="button"
                        size="icon-sm"
                        variant="outline"
                        aria-label={fmt(texts.decrease, { name: product.name })}
                        onClick={() => cart.setQty(product.id, qty - 1)}
                      >
                        <MinusIcon aria-hidden />
                      </Button>
                      <span aria-live="polite" className="w-8 text-center font-semibold tabular-nums">
                        {qty}
                      </span>
                      <Button
                        type="button"
                        size="icon-sm"
                        variant="outline"
                        aria-label={fmt(texts.increase, { name: product.name })}
                        onClick={() => cart.setQty(product.id, qty + 1)}
                      >
                        <PlusIcon aria-hidden />
                      </Button>
                    </div>
                    <Button
                      type="button"
                      size="icon-sm"
                      variant="ghost"
                      aria-label={fmt(texts.remove, { name: product.name })}
                      onClick={() => cart.remove(product.id)}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <div className="h-fit space-y-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
            <dl className="space-y-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{texts.subtotal}</dt>
                <dd className="font-medium tabular-nums">{money(cart.subtotal)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{texts.shipping}</dt>
                <dd className="font-medium tabular-nums">
                  {cart.shipping === 0 ? texts.free : money(cart.shipping)}
                </dd>
              </div>
              <div className="flex justify-between gap-4 border-t pt-2 text-base">
                <dt className="font-semibold">{texts.total}</dt>
                <dd className="font-bold tabular-nums">{money(cart.total)}</dd>
              </div>
            </dl>
            <p className="text-xs text-muted-foreground">
              {fmt(texts.freeShippingNote, { amount: money(schema.shipping.freeFrom) })}
            </p>
            {step === 'cart' ? (
              <Button type="button" className="w-full" onClick={() => setStep('checkout')}>
                {texts.checkout}
              </Button>
            ) : (
              <CheckoutForm texts={texts} onSubmit={place} onBack={() => setStep('cart')} />
            )}
          </div>
        </div>
      )}
      {orders.length > 0 ? (
        <section className="space-y-2">
          <h3 className="text-lg font-semibold">{texts.pastOrders}</h3>
          <ul className="space-y-1 text-sm text-muted-foreground">
            {orders.map((order) => (
              <li key={order.id + order.date}>
                <span className="font-mono font-medium text-foreground">#{order.id}</span>{' '}
                {fmt(texts.orderLine, {
                  date: new Date(order.date).toLocaleDateString(frame.locale),
                  count: order.count,
                  total: money(order.total),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
