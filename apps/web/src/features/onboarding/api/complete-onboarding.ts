import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest, UpdateProfileResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import { profileQueryKey, session } from '@/lib/auth';
import type { MutationConfig } from '@/lib/query-client';

/** The wizard's answers go through the profile call (PUT /api/auth/profile, content §7). */
export const completeOnboarding = (data: UpdateProfileRequest) =>
  api.put<UpdateProfileResponse>('/auth/profile', data);

/** Keeps the user the api answers with, so the rest of the app greets them by name at once. */
export const useCompleteOnboarding = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof completeOnboarding> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: completeOnboarding,
    onSuccess: (...args) => {
      session.setUser(args[0].data);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      return onSuccess?.(...args);
    },
  });
};
