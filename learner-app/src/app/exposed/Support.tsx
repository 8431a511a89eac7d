import '@ai-women/ui-kit/fonts';
// /support: the student's support-ticket form.
import { SupportScreen } from '../../features/support/components/SupportScreen';
import { LearnerGuard } from '../../features/student-area/components/LearnerGuard';
import { StudentFrame } from '../../features/student-area/components/StudentFrame';

export default function SupportPage() {
  return (
    <LearnerGuard>
      <StudentFrame>
        <SupportScreen />
      </StudentFrame>
    </LearnerGuard>
  );
}
