import '@ai-women/ui-kit/fonts';
// One batch's learning between the classes: catch-ups, students at risk and quiz results (read-only).
import { StaffPage } from '../frame/StaffPage';
import { LearningScreen } from '../../features/learning/LearningScreen';

export default function StaffLearningPage() {
  return (
    <StaffPage title="Learning">
      <LearningScreen />
    </StaffPage>
  );
}
