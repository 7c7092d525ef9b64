import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope, User } from '@atelier/contracts';
import { api } from '@/lib/api-client';

export type VerifyEmailResponse = Envelope & { user?: User };

export const verifyEmail = (id: string, hash: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<VerifyEmailResponse>(`/email/verify/${encodeURIComponent(id)}/${encodeURIComponent(hash)}`, {
    signal,
  });

/** Verifying is a one-shot: never retried, never refetched. */
export const getVerifyEmailQueryOptions = (id: string, hash: string) =>
  queryOptions({
    queryKey: ['email-verification', id, hash],
    queryFn: ({ signal }) => verifyEmail(id, hash, { signal }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useVerifyEmail = (id: string | undefined, hash: string | undefined) =>
  useQuery({ ...getVerifyEmailQueryOptions(id ?? '', hash ?? ''), enabled: Boolean(id && hash) });
