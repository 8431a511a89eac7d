import '@ai-women/ui-kit/fonts';
import { TutorPortalPage } from '../portal/TutorPortalPage';
import { DashboardScreen } from '../../features/dashboard/components/DashboardScreen';

export default function TutorDashboardPage() {
  return (
    <TutorPortalPage title="Dashboard">
      <DashboardScreen />
    </TutorPortalPage>
  );
}
