import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, Envelope } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const changePassword = (data: ChangePasswordRequest) => api.put<Envelope>('/profile/password', data);

export const useChangePassword = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof changePassword> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: changePassword });
