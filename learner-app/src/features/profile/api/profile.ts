// Her own page: the profile read and its four writes. Each write refreshes the profile from the
// server's answer, and a new name is copied to the stored user so the header and dashboard greet her by it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudentProfile } from '@ai-women/contracts';
import { getStoredUser, storeLoggedInUser } from '@ai-women/web-core';
import { chooseLanguage } from '@ai-women/web-core/i18n';
import { typed } from '../../../lib/apiClient';
import { queryKeys } from '../../../lib/queryKeys';

type Id = string | number;

export function useStudentProfile(userId: Id) {
  return useQuery({
    queryKey: queryKeys.profile(userId),
    queryFn: () => typed.get('/api/student/profile/{userId}', { params: { userId: Number(userId) } }),
    select: (r) => r.profile,
    retry: false,
  });
}

/** The stored user follows her saved name, address and language. */
function syncStoredUser(profile: StudentProfile) {
  const stored = getStoredUser();
  if (!stored || String(stored.id) !== String(profile.id)) return;
  storeLoggedInUser({
    ...stored,
    fullname: profile.fullname,
    name: profile.fullname,
    email: profile.email,
    language: profile.language,
  });
}

export function useSaveProfile(userId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      fullname?: string;
      phone_number?: string;
      reminder_emails?: boolean;
      language?: 'en' | 'hi';
    }) =>
      typed.put('/api/student/profile/{userId}', body, { params: { userId: Number(userId) } }),
    onSuccess: (answer, body) => {
      queryClient.setQueryData(queryKeys.profile(userId), { success: true, profile: answer.profile });
      syncStoredUser(answer.profile);
      // A new number needs her WhatsApp consent again: the card reads what the API decided.
      if (body.phone_number) void queryClient.invalidateQueries({ queryKey: queryKeys.whatsapp });
      // Her pages switch at once (the header, the student area) to the language she saved.
      if (body.language) void chooseLanguage(answer.profile.language);
    },
  });
}

export function useRequestEmailChange(userId: Id) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      typed.post('/api/student/profile/{userId}/email', { email }, { params: { userId: Number(userId) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile(userId) }),
  });
}

export function useChangePassword(userId: Id) {
  return useMutation({
    mutationFn: (body: { current_password: string; new_password: string; confirm_password: string }) =>
      typed.put('/api/student/profile/{userId}/password', body, { params: { userId: Number(userId) } }),
  });
}

export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) => typed.post('/api/student/email/confirm', { token }, { anonymous: true }),
  });
}

/** Her WhatsApp messages: on or off, the number they go to, and what she agrees to. */
export function useWhatsApp() {
  return useQuery({
    queryKey: queryKeys.whatsapp,
    queryFn: () => typed.get('/api/student/whatsapp'),
    select: (r) => r.data,
    retry: false,
  });
}

export function useSaveWhatsApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => typed.put('/api/student/whatsapp', { on }),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.whatsapp, { success: true, data: answer.data }),
  });
}
