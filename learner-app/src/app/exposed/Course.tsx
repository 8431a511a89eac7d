import '@ai-women/ui-kit/fonts';
import { CoursePage } from '../../features/course/components/CoursePage';

export default function Course() {
  return <CoursePage />;
}
