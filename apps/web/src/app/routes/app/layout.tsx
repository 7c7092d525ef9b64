import { Outlet } from 'react-router';
import { MainLayout } from '@/components/layout/main-layout';

export default function MainLayoutRoute() {
  return (
    <MainLayout>
      <Outlet />
    </MainLayout>
  );
}
