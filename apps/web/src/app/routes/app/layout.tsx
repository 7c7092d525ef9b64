import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { MainLayout } from '@/components/layout/main-layout';

// The footer sits below the fold: it loads right after the first paint instead of with the screen, which
// keeps the JavaScript of the first visit to /chat small.
const Footer = lazy(() => import('@/components/layout/footer').then((m) => ({ default: m.Footer })));
const NewsletterForm = lazy(() =>
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
