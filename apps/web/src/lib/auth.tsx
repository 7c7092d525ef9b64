/**
 * Who is signed in, for every screen: useAuth() (user and status), the profile refresh on load
 * (GET /api/profile), and logout (core §4: logout screen, 800 ms, POST /api/logout, clear, go to /).
 */
import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { TIMINGS } from '@atelier/contracts/constants';
import type { ProfileResponse } from '@atelier/contracts';
import { paths } from '@/config/paths';
import { api, isApiError } from './api-client';
import { session, sessionStore } from './session';
import { useStore } from './store';

export { session } from './session';
export type { AuthStatus } from './session';

export const getProfile = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<ProfileResponse>('/profile', { signal });

export const profileQueryKey = ['profile'] as const;

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: getProfile, staleTime: 5 * 60_000 });

export function useAuth() {
  const user = useStore(sessionStore, (state) => state.user);
  const status = useStore(sessionStore, (state) => state.status);
  const token = useStore(sessionStore, (state) => state.token);
  // A stored user counts while the profile refresh runs, so screens draw at once instead of after it; a
  // 401 from that refresh signs out (api client).
  return { user, status, token, isAuthenticated: status !== 'anonymous' && token !== null && user !== null };
}

export function useLoggingOut(): boolean {
  return useStore(sessionStore, (state) => state.loggingOut);
}

/** Mounted once: refreshes the stored user from the server while a token is stored. */
export function useProfileRefresh(): void {
  const token = useStore(sessionStore, (state) => state.token);
  const profile = useQuery({ ...getProfileQueryOptions(), enabled: token !== null });
  const { data, isError, error } = profile;

  useEffect(() => {
    if (data?.user) session.setUser(data.user);
  }, [data]);

  useEffect(() => {
    // A 401 has already cleared the session through the api client; anything else keeps what is stored.
    if (isError && !(isApiError(error) && error.status === 401)) session.settle();
  }, [isError, error]);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    if (sessionStore.get().loggingOut) return;
    session.setLoggingOut(true);
    await wait(TIMINGS.logoutDelayMs);
    // Calls still running or starting now would reach the server after the token is revoked and fail
    // with 401: stop them and sign out locally first, then revoke the token the session had.
    const { token } = sessionStore.get();
    await queryClient.cancelQueries();
    session.clear();
    queryClient.clear();
    try {
      if (token) await api.post('/logout', undefined, { headers: { Authorization: `Bearer ${token}` } });
    } catch {
      // Signed out locally whatever the server said (core §4).
    }
    void navigate(paths.home.path, { replace: true });
    session.setLoggingOut(false);
  };
}
