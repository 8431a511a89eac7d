import '@ai-women/ui-kit/fonts';
// /quizzes: her module quizzes, behind the learner guard, inside the student frame.
import { QuizzesScreen } from '../../features/quizzes/components/QuizzesScreen';
import { LearnerGuard } from '../../features/student-area/components/LearnerGuard';
import { StudentFrame } from '../../features/student-area/components/StudentFrame';

export default function QuizzesPage() {
  return (
    <LearnerGuard>
      <StudentFrame>
        <QuizzesScreen />
      </StudentFrame>
    </LearnerGuard>
  );
}
