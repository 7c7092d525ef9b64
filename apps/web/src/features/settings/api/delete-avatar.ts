import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvatarResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import { profileQueryKey, session } from '@/lib/auth';
import type { MutationConfig } from '@/lib/query-client';

export const deleteAvatar = () => api.delete<AvatarResponse>('/profile/avatar');

export const useDeleteAvatar = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deleteAvatar> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteAvatar,
    onSuccess: (...args) => {
      session.updateUser({ avatar: null });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      return onSuccess?.(...args);
    },
  });
};
