import { useMutation } from '@tanstack/react-query';
import type { Envelope, ForgotPasswordRequest } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const forgotPassword = (data: ForgotPasswordRequest) =>
  api.post<Envelope>('/auth/forgot-password', data);

export const useForgotPassword = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof forgotPassword> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: forgotPassword });
