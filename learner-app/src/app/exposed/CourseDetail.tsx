import '@ai-women/ui-kit/fonts';
// /course/:courseId: one course's own page, server-rendered.
import { CourseDetailPage } from '../../features/course/components/CourseDetailPage';

export default function CourseDetail() {
  return <CourseDetailPage />;
}
