// The module quizzes' calls: her five quizzes, one quiz (this attempt's questions, never the
// answers), and a submitted attempt (graded by the API, with the explanations).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuizAttemptInput, QuizDetail, QuizListData, QuizResultData } from '@ai-women/contracts';
import { typed } from '../../../lib/apiClient';

export type { QuizAttemptInput, QuizDetail, QuizListData, QuizResultData };
export type QuizListEntry = QuizListData['quizzes'][number];
export type QuizQuestion = QuizDetail['questions'][number];
export type QuizReview = QuizResultData['review'][number];

/** The quizzes' query keys (under her 'student' keys, as the app's other reads). */
export const quizKeys = {
  all: ['student', 'quizzes'] as const,
  list: ['student', 'quizzes', 'list'] as const,
  quiz: (moduleNo: number) => ['student', 'quizzes', moduleNo] as const,
};

/** Her quizzes, or null while she has no batch yet. */
export async function fetchStudentQuizzes(): Promise<QuizListData | null> {
  const body = await typed.get('/api/student/quizzes');
  return body.data;
}

export function useStudentQuizzes() {
  return useQuery({ queryKey: quizKeys.list, queryFn: fetchStudentQuizzes, retry: false });
}

export async function fetchStudentQuiz(moduleNo: number): Promise<QuizDetail> {
  const body = await typed.get('/api/student/quizzes/{moduleNo}', { params: { moduleNo } });
  return body.data;
}

/** One module's quiz (1–5). Her own answers and, once graded, the correct ones: always read fresh. */
export function useStudentQuiz(moduleNo: number) {
  return useQuery({
    queryKey: quizKeys.quiz(moduleNo),
    enabled: Number.isInteger(moduleNo) && moduleNo > 0,
    queryFn: () => fetchStudentQuiz(moduleNo),
    retry: false,
    staleTime: 0,
  });
}

export async function submitQuizAttempt(moduleNo: number, body: QuizAttemptInput): Promise<QuizResultData> {
  const answer = await typed.post('/api/student/quizzes/{moduleNo}/attempts', body, { params: { moduleNo } });
  return answer.data;
}

/** A graded attempt: her list and this quiz are read again (attempts used, best score, next order). */
export function useSubmitQuizAttempt(moduleNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizAttemptInput) => submitQuizAttempt(moduleNo, body),
    onSuccess: () => client.invalidateQueries({ queryKey: quizKeys.all }),
  });
}
