import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest, UpdateProfileResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import { profileQueryKey, session } from '@/lib/auth';
import type { MutationConfig } from '@/lib/query-client';

export const updateProfile = (data: UpdateProfileRequest) =>
  api.put<UpdateProfileResponse>('/auth/profile', data);

/** Stores the user the api answers with (core §7) and refreshes the profile query. */
export const useUpdateProfile = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateProfile> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateProfile,
    onSuccess: (...args) => {
      session.setUser(args[0].data);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      return onSuccess?.(...args);
    },
  });
};
