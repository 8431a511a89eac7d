import '@ai-women/ui-kit/fonts';
import { TutorPortalPage } from '../portal/TutorPortalPage';
import { BatchSessionsScreen } from '../../features/sessions/components/BatchSessionsScreen';

export default function BatchSessionsPage() {
  return (
    <TutorPortalPage title="Batch sessions">
      <BatchSessionsScreen />
    </TutorPortalPage>
  );
}
