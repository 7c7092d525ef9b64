import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, RegisterResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { DEVICE_NAME } from './login';

/** token and user may be absent in other deployments (core §7): the screen checks both. */
export type RegisterResult = Omit<RegisterResponse, 'token' | 'user'> &
  Partial<Pick<RegisterResponse, 'token' | 'user'>>;

export const register = (data: RegisterRequest) =>
  api.post<RegisterResult>('/register', { device_name: DEVICE_NAME, ...data });

export const useRegister = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof register> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: register });
