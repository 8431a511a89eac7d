import '@ai-women/ui-kit/fonts';
// /discussion: her batch's discussion, behind the learner guard, inside the student frame.
import { DiscussionScreen } from '../../features/discussion/components/DiscussionScreen';
import { LearnerGuard } from '../../features/student-area/components/LearnerGuard';
import { StudentFrame } from '../../features/student-area/components/StudentFrame';

export default function DiscussionPage() {
  return (
    <LearnerGuard>
      <StudentFrame>
        <DiscussionScreen />
      </StudentFrame>
    </LearnerGuard>
  );
}
