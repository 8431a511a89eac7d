import { useMutation } from '@tanstack/react-query';
import type { StudentLoginBody } from '@ai-women/contracts';
import { typed } from '../../../lib/apiClient';

export function loginStudent(body: StudentLoginBody) {
  return typed.post('/login', body);
}

export function useLoginStudent() {
  return useMutation({ mutationFn: loginStudent });
}
