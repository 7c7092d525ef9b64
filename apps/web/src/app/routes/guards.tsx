import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

/**
 * /login, /register, /forgot-password: a visitor already signed in when arriving goes to /chat. Signing in
 * here does not bounce at once, so the success screen and its delay can play out (core §2).
 */
export function GuestOnly() {
  const { isAuthenticated } = useAuth();
  const [signedInOnArrival] = useState(isAuthenticated);
  return signedInOnArrival ? <Navigate to={paths.chat.getHref()} replace /> : <Outlet />;
}

/** Guarded areas: anyone not signed in is sent to /chat (core §2). */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Outlet /> : <Navigate to={paths.chat.getHref()} replace />;
}
