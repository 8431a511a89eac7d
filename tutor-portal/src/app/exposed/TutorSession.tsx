import '@ai-women/ui-kit/fonts';
import { TutorPortalPage } from '../portal/TutorPortalPage';
import { TutorSessionScreen } from '../../features/sessions/components/TutorSessionScreen';

export default function TutorSessionPage() {
  return (
    <TutorPortalPage title="Session">
      <TutorSessionScreen />
    </TutorPortalPage>
  );
}
