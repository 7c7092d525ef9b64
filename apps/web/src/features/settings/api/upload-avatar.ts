import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvatarResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import { profileQueryKey, session } from '@/lib/auth';
import type { MutationConfig } from '@/lib/query-client';

/** Multipart with one field, `avatar` (core §7). */
export const uploadAvatar = (file: File) => {
  const form = new FormData();
  form.append('avatar', file);
  return api.post<AvatarResponse>('/profile/avatar', form);
};

export const useUploadAvatar = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof uploadAvatar> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: uploadAvatar,
    onSuccess: (...args) => {
      session.updateUser({ avatar: args[0].data.avatar });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      return onSuccess?.(...args);
    },
  });
};
