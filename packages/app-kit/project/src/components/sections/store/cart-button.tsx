/**
 * The cart button floating at the end of the screen, its name carrying the count. With a cart page it
 * links there; without, the cart and checkout open in a dialog.
 */
import * as React from 'react';
import { Link } from 'react-router-dom';
import { ShoppingCartIcon, XIcon } from 'lucide-react';

import { CartView } from '@/components/sections/store/cart-view';
import type { StoreCart } from '@/components/sections/store/use-cart';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { fmt } from '@/lib/app-frame';
import type { Order, StoreSchema } from '@/lib/store';

const FLOATING = 'fixed end-4 bottom-4 z-30 h-12 rounded-full px-5 shadow-lg';

export function CartButton({
  schema,
  cart,
  orders,
  money,
  onOrder,
  cartPath,
}: {
  schema: StoreSchema;
  cart: StoreCart;
  orders: readonly Order[];
  money: (value: number) => string;
  onOrder: (order: Order) => void;
  /** The cart page's route, when it has one. */
  cartPath: string | null;
}) {
  const { texts } = schema;
  const [open, setOpen] = React.useState(false);
  const label = fmt(texts.cartButton, { n: cart.count });
  const content = (
    <>
      <ShoppingCartIcon aria-hidden />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </>
  );
  if (cartPath) {
    return (
      <Button asChild className={FLOATING}>
        <Link to={cartPath}>{content}</Link>
      </Button>
    );
  }
  return (
    <>
      <Button type="button" className={FLOATING} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {content}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          showCloseButton={false}
          aria-describedby={undefined}
          className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-3xl"
        >
          <div className="flex items-center justify-between gap-4">
            <DialogTitle className="text-2xl font-bold">{texts.cartTitle}</DialogTitle>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={texts.close}
              onClick={() => setOpen(false)}
            >
              <XIcon aria-hidden />
            </Button>
          </div>
          <CartView
            schema={schema}
            cart={cart}
            orders={orders}
            money={money}
            onOrder={onOrder}
            onContinue={() => setOpen(false)}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
