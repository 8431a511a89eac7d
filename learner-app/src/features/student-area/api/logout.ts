import { useMutation } from '@tanstack/react-query';
import { typed } from '../../../lib/apiClient';

export function logoutStudent() {
  return typed.post('/logout', undefined);
}

export function useLogoutStudent() {
  return useMutation({ mutationFn: logoutStudent });
}
