import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MainLayout } from '@/components/layout/main-layout';
import { lazyAfterPaint } from '@/utils/lazy-after-paint';

// The footer sits below the fold: it loads once the screen has painted instead of with it, which keeps
// the JavaScript (and bandwidth) of the first visit to /chat small.
const Footer = lazyAfterPaint(() =>
  import('@/components/layout/footer').then((m) => ({ default: m.Footer })),
);
const NewsletterForm = lazyAfterPaint(() =>
  import('@/features/marketing/components/newsletter-form').then((m) => ({ default: m.NewsletterForm })),
);

const footer = (
  <Suspense fallback={null}>
    <Footer newsletter={<NewsletterForm />} />
  </Suspense>
);

export default function MainLayoutRoute() {
  return (
    <MainLayout footer={footer}>
      <Outlet />
    </MainLayout>
  );
}
