import '@ai-women/ui-kit/fonts';
// /enrolled-courses: where she stands, and her course's five modules of five sessions, filtered by
// the header search.
import { EnrolledCoursesScreen } from '../../features/enrolled-courses/components/EnrolledCoursesScreen';
import { LearnerGuard } from '../../features/student-area/components/LearnerGuard';
import { StudentFrame } from '../../features/student-area/components/StudentFrame';
import { useStudentDashboard } from '../../features/dashboard/api/dashboard';
import { getStoredUser } from '@ai-women/web-core';
import { useStanding } from '../../lib/standingApi';

/** Her course (from the dashboard read, usually cached) decides which curriculum is listed. */
function HerCourse() {
  const userId = getStoredUser()?.id ?? '';
  const dashboard = useStudentDashboard(userId);
  const course = dashboard.data?.course;
  // Where she stands: the same answer her dashboard and certificate page read.
  const standing = useStanding();
  return (
    <EnrolledCoursesScreen
      courseTitle={course?.title}
      curriculum={course?.curriculum}
      standing={standing.isPending ? 'loading' : standing.isError ? 'failed' : standing.data}
    />
  );
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
