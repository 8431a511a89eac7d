import '@ai-women/ui-kit/fonts';
// /notifications: her notices. The guard runs before the page, so a visitor without a user goes
// straight to /login rather than seeing the page's own sign-in prompt.
import { NotificationsScreen } from '../../features/notifications/components/NotificationsScreen';
import { LearnerGuard } from '../../features/student-area/components/LearnerGuard';
import { StudentFrame } from '../../features/student-area/components/StudentFrame';

export default function NotificationsPage() {
  return (
    <LearnerGuard>
      <StudentFrame>
        <NotificationsScreen />
      </StudentFrame>
    </LearnerGuard>
  );
}
