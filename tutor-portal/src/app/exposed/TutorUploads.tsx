import '@ai-women/ui-kit/fonts';
import { TutorPortalPage } from '../portal/TutorPortalPage';
import { UploadsScreen } from '../../features/uploads/components/UploadsScreen';

export default function TutorUploadsPage() {
  return (
    <TutorPortalPage title="CV and documents">
      <UploadsScreen />
    </TutorPortalPage>
  );
}
