import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProjectResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import { projectDetailQueryKey } from './get-project';

/** Publishing is the project update with is_public (core §7: PUT /projects/{id}). */
export const setProjectVisibility = ({ id, isPublic }: { id: number; isPublic: boolean }) =>
  api.put<UpdateProjectResponse>(`/projects/${id}`, { is_public: isPublic });

/** Every list that shows the project's visibility: the owner's, and the public ones (showcase, page). */
export const useSetProjectVisibility = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProjectVisibility,
    onSuccess: async (answer, { id, isPublic }) => {
      queryClient.setQueryData(projectDetailQueryKey(id), answer);
      // Taken down means gone at once: no public view of it may be shown from the cache.
      if (!isPublic) queryClient.removeQueries({ queryKey: ['public-projects', 'one'] });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['projects'] }),
        queryClient.invalidateQueries({ queryKey: ['public-projects'] }),
      ]);
    },
  });
};
