import '@ai-women/ui-kit/fonts';
// /enrolled-courses: the course's five modules of five sessions, filtered by the header search.
import { EnrolledCoursesScreen } from '../../features/enrolled-courses/components/EnrolledCoursesScreen';
import { LearnerGuard } from '../../features/student-area/components/LearnerGuard';
import { StudentFrame } from '../../features/student-area/components/StudentFrame';
import { useStudentDashboard } from '../../features/dashboard/api/dashboard';
import { getStoredUser } from '@ai-women/web-core';

/** Her course (from the dashboard read, usually cached) decides which curriculum is listed. */
function HerCourse() {
  const userId = getStoredUser()?.id ?? '';
  const dashboard = useStudentDashboard(userId);
  const course = dashboard.data?.course;
  return <EnrolledCoursesScreen courseTitle={course?.title} curriculum={course?.curriculum} />;
}

export default function EnrolledCoursesPage() {
  return (
    <LearnerGuard>
      <StudentFrame>
        <HerCourse />
      </StudentFrame>
    </LearnerGuard>
  );
}
