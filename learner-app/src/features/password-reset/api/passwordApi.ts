import { useMutation } from '@tanstack/react-query';
import type { PasswordForgotBody, PasswordResetBody } from '@ai-women/contracts';
import { typed } from '../../../lib/apiClient';

export const requestPasswordReset = (body: PasswordForgotBody) => typed.post('/api/password/forgot', body);
export const resetPassword = (body: PasswordResetBody) => typed.post('/api/password/reset', body);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
