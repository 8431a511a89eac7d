import '@ai-women/ui-kit/fonts';
import { TutorPortalPage } from '../portal/TutorPortalPage';
import { BatchesScreen } from '../../features/batches/components/BatchesScreen';

export default function BatchesPage() {
  return (
    <TutorPortalPage title="My Batches">
      <BatchesScreen />
    </TutorPortalPage>
  );
}
