import '@ai-women/ui-kit/fonts';
import { TutorPortalPage } from '../portal/TutorPortalPage';
import { DiscussionScreen } from '../../features/discussion/components/DiscussionScreen';

export default function BatchDiscussionPage() {
  return (
    <TutorPortalPage title="Discussion">
      <DiscussionScreen />
    </TutorPortalPage>
  );
}
