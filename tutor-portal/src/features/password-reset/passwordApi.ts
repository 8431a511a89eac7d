import type { PasswordForgotBody, PasswordResetBody } from '@ai-women/contracts';
import { typed } from '../../lib/apiClient';

export const requestPasswordReset = (body: PasswordForgotBody) => typed.post('/api/password/forgot', body);
export const resetPassword = (body: PasswordResetBody) => typed.post('/api/password/reset', body);
