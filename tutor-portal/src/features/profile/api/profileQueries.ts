// Profile: GET and PUT /api/tutor/profile/{tutor_id}; a save updates the stored tutor.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TutorProfile } from '@ai-women/contracts';
import { typed } from '../../../lib/apiClient';
import { tutorKeys } from '../../../lib/queryKeys';
import { fetchProfile } from '../../../lib/tutorApi';
import { updateStoredTutor } from '@ai-women/web-core';

type Id = number | string;

export function useTutorProfile(tutorId: Id | null) {
  return useQuery({
    queryKey: tutorKeys.profile(tutorId ?? ''),
    enabled: tutorId !== null,
    queryFn: () => fetchProfile(tutorId ?? ''),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tutorId, name, phone_number }: { tutorId: Id; name: string; phone_number: string }) =>
      typed.put(
        '/api/tutor/profile/{tutor_id}',
        { name: name.trim(), phone_number: phone_number.replace(/\s+/g, '') },
        { params: { tutor_id: Number(tutorId) } },
      ),
    onSuccess: (response, { tutorId }) => {
      const { name, phone_number, email } = response.data;
      queryClient.setQueryData<TutorProfile>(tutorKeys.profile(tutorId), (old) =>
        old ? { ...old, name, phone_number, email } : old,
      );
      updateStoredTutor({ name, phone_number, email });
    },
  });
}
