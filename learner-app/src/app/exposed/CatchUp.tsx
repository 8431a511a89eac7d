import '@ai-women/ui-kit/fonts';
// /sessions/:sessionNo/catch-up: a missed session's catch-up and its check, behind the learner guard, inside the student frame.
import { CatchUpScreen } from '../../features/quizzes/components/CatchUpScreen';
import { LearnerGuard } from '../../features/student-area/components/LearnerGuard';
import { StudentFrame } from '../../features/student-area/components/StudentFrame';

export default function CatchUpPage() {
  return (
    <LearnerGuard>
      <StudentFrame>
        <CatchUpScreen />
      </StudentFrame>
    </LearnerGuard>
  );
}
