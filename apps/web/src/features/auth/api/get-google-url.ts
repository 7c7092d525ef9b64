import { useMutation } from '@tanstack/react-query';
import type { GoogleUrlResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** Asks the api for Google's sign-in address (with a signed state); the page then goes there. */
export const getGoogleUrl = () => api.get<GoogleUrlResponse>('/auth/google');

export const useGoogleUrl = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof getGoogleUrl> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: getGoogleUrl });
