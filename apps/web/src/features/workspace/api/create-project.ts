import type { CreateProjectRequest, CreateProjectResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';

export const createProject = (data: CreateProjectRequest) =>
  api.post<CreateProjectResponse>('/projects', data);
