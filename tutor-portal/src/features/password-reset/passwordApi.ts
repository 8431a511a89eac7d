import type {
  MessageResponse,
  PasswordForgotBody,
  PasswordResetBody,
  PasswordResetResponse,
} from '@ai-women/contracts';
import { api } from '../../lib/apiClient';

export const requestPasswordReset = (body: PasswordForgotBody) =>
  api.post<MessageResponse>('/api/password/forgot', body);
export const resetPassword = (body: PasswordResetBody) =>
  api.post<PasswordResetResponse>('/api/password/reset', body);
