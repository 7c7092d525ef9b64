import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** The label the api stores with the token (core §7: a web client label). */
export const DEVICE_NAME = 'Atelier Web';

export const login = (data: LoginRequest) =>
  api.post<AuthResponse>('/login', { device_name: DEVICE_NAME, ...data });

export const useLogin = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof login> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: login });
