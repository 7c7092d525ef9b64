import type { ReactNode } from 'react';
import { ScrollToTop } from '@/components/ui/scroll-to-top';
import { Header } from './header';

/** Pages with the top header: home, verification and the content pages; `footer` closes the page. */
export function MainLayout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main className="flex flex-1 flex-col">{children}</main>
      {footer}
      <ScrollToTop />
    </div>
  );
}
