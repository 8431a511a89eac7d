import '@ai-women/ui-kit/fonts';
// /profile: her own page (details, e-mail, password, reminders), behind the learner guard.
import { LearnerGuard } from '../../features/student-area/components/LearnerGuard';
import { StudentFrame } from '../../features/student-area/components/StudentFrame';
import { ProfileScreen } from '../../features/profile/components/ProfileScreen';

export default function ProfilePage() {
  return (
    <LearnerGuard>
      <StudentFrame>
        <ProfileScreen />
      </StudentFrame>
    </LearnerGuard>
  );
}
