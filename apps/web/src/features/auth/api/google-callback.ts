import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, GoogleCallbackQuery } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** Hands Google's code (and our state) to the api, which answers with a session. */
export const googleCallback = ({ code, state }: GoogleCallbackQuery) =>
  api.get<AuthResponse>('/auth/google/callback', { query: { code, state } });

export const useGoogleCallback = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof googleCallback> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: googleCallback });
