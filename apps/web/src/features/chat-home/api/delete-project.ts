import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectsQueryKey } from './get-projects';

export const deleteProject = ({ id }: { id: number }) => api.delete<unknown>(`/projects/${id}`);

export const useDeleteProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
  });
};
