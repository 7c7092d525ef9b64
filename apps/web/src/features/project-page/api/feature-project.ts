import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProjectResponse, PublicProjectResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';

/** An admin puts a published project in the home page's showcase, or takes it out. */
export const setProjectFeatured = ({ id, featured }: { id: number; featured: boolean }) =>
  api.put<AdminProjectResponse>(`/admin/projects/${id}/${featured ? 'feature' : 'unfeature'}`);

export const useSetProjectFeatured = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProjectFeatured,
    onSuccess: async (answer) => {
      // The page shows the new state at once, whether it was opened by id or by uuid.
      queryClient.setQueriesData<PublicProjectResponse>({ queryKey: ['public-projects', 'one'] }, (old) =>
        old?.data.project.id === answer.data.id ? { ...old, data: { project: answer.data } } : old,
      );
      // The showcase's order changes with it (featured projects come first).
      await queryClient.invalidateQueries({ queryKey: ['public-projects'] });
    },
  });
};
