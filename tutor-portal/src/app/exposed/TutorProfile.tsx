import '@ai-women/ui-kit/fonts';
import { TutorPortalPage } from '../portal/TutorPortalPage';
import { ProfileScreen } from '../../features/profile/components/ProfileScreen';

export default function TutorProfilePage() {
  return (
    <TutorPortalPage title="Profile">
      <ProfileScreen />
    </TutorPortalPage>
  );
}
