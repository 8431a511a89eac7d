import { useMutation } from '@tanstack/react-query';
import type { StudentLoginBody, StudentLoginResponse } from '@ai-women/contracts';
import { api } from '../../../lib/apiClient';

export function loginStudent(body: StudentLoginBody) {
  return api.post<StudentLoginResponse>('/login', body);
}

export function useLoginStudent() {
  return useMutation({ mutationFn: loginStudent });
}
