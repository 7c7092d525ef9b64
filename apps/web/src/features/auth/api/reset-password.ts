import { useMutation } from '@tanstack/react-query';
import type { Envelope, ResetPasswordRequest } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const resetPassword = (data: ResetPasswordRequest) => api.post<Envelope>('/auth/reset-password', data);

export const useResetPassword = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resetPassword> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: resetPassword });
