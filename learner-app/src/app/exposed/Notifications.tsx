import '@ai-women/ui-kit/fonts';
// /notifications (spec 01 §2): her notices; the guard sends a visitor without a user to /login (DESIGN §9).
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
