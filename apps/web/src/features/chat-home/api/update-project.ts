import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProjectRequest, UpdateProjectResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import { projectsQueryKey } from './get-projects';

export const updateProject = ({ id, data }: { id: number; data: UpdateProjectRequest }) =>
  api.put<UpdateProjectResponse>(`/projects/${id}`, data);

export const useUpdateProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
  });
};
