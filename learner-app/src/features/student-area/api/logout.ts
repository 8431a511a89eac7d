import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/apiClient';

export function logoutStudent() {
  return api.post<{ success: boolean; message: string }>('/logout');
}

export function useLogoutStudent() {
  return useMutation({ mutationFn: logoutStudent });
}
