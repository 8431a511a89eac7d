import '@ai-women/ui-kit/fonts';
// /sessions/:sessionNo: one session of her batch, behind the learner guard, inside the student frame.
import { SessionScreen } from '../../features/sessions/components/SessionScreen';
import { LearnerGuard } from '../../features/student-area/components/LearnerGuard';
import { StudentFrame } from '../../features/student-area/components/StudentFrame';

export default function SessionPage() {
  return (
    <LearnerGuard>
      <StudentFrame>
        <SessionScreen />
      </StudentFrame>
    </LearnerGuard>
  );
}
