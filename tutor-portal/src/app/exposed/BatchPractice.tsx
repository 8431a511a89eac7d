import '@ai-women/ui-kit/fonts';
import { TutorPortalPage } from '../portal/TutorPortalPage';
import { PracticeScreen } from '../../features/practice/components/PracticeScreen';

export default function BatchPracticePage() {
  return (
    <TutorPortalPage title="Practice">
      <PracticeScreen />
    </TutorPortalPage>
  );
}
