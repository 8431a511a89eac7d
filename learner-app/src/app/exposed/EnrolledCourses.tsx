import '@ai-women/ui-kit/fonts';
// /enrolled-courses (spec 01 §2): five modules of five sessions, filtered by the header search.
import { EnrolledCoursesScreen } from '../../features/enrolled-courses/components/EnrolledCoursesScreen';
import { LearnerGuard } from '../../features/student-area/components/LearnerGuard';
import { StudentFrame } from '../../features/student-area/components/StudentFrame';

export default function EnrolledCoursesPage() {
  return (
    <LearnerGuard>
      <StudentFrame>
        <EnrolledCoursesScreen />
      </StudentFrame>
    </LearnerGuard>
  );
}
