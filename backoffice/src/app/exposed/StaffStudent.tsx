import '@ai-women/ui-kit/fonts';
// One student, read-only: support opens it from her ticket; admins from anywhere.
import { StaffPage } from '../frame/StaffPage';
import { StudentViewScreen } from '../../features/students/StudentViewScreen';

export default function StaffStudentPage() {
  return (
    <StaffPage title="Student">
      <StudentViewScreen />
    </StaffPage>
  );
}
