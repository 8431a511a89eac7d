import '@ai-women/ui-kit/fonts';
// /discussion/:threadId: one question of her batch and its replies, behind the learner guard, inside the student frame.
import { DiscussionThreadScreen } from '../../features/discussion/components/DiscussionThreadScreen';
import { LearnerGuard } from '../../features/student-area/components/LearnerGuard';
import { StudentFrame } from '../../features/student-area/components/StudentFrame';

export default function DiscussionThreadPage() {
  return (
    <LearnerGuard>
      <StudentFrame>
        <DiscussionThreadScreen />
      </StudentFrame>
    </LearnerGuard>
  );
}
