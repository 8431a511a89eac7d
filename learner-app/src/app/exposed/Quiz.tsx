import '@ai-women/ui-kit/fonts';
// /quizzes/:moduleNo: one module's quiz and her result, behind the learner guard, inside the student frame.
import { QuizScreen } from '../../features/quizzes/components/QuizScreen';
import { LearnerGuard } from '../../features/student-area/components/LearnerGuard';
import { StudentFrame } from '../../features/student-area/components/StudentFrame';

export default function QuizPage() {
  return (
    <LearnerGuard>
      <StudentFrame>
        <QuizScreen />
      </StudentFrame>
    </LearnerGuard>
  );
}
