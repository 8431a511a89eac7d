import '@ai-women/ui-kit/fonts';
// /dashboard (spec 01 §2): behind the learner guard, inside the student frame.
import { DashboardScreen } from '../../features/dashboard/components/DashboardScreen';
import { DownloadConfirmationButton } from '../../lib/confirmation-pdf/DownloadConfirmationButton';
import { LearnerGuard } from '../../features/student-area/components/LearnerGuard';
import { StudentFrame } from '../../features/student-area/components/StudentFrame';

export default function DashboardPage() {
  return (
    <LearnerGuard>
      <StudentFrame>
        <DashboardScreen confirmation={<DownloadConfirmationButton label="Download payment confirmation" />} />
      </StudentFrame>
    </LearnerGuard>
  );
}
