import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/auth';
import type { MutationConfig } from '@/lib/query-client';

export const resendVerification = () => api.post<Envelope>('/auth/resend-email-verification');

export const useResendVerification = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof resendVerification> } = {}) => {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: resendVerification,
    onSettled: (...args) => {
      // "Already verified" means the stored user is stale: refresh it.
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      return onSettled?.(...args);
    },
  });
};
