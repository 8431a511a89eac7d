import '@ai-women/ui-kit/fonts';
import { TutorPortalPage } from '../portal/TutorPortalPage';
import { DiscussionThreadScreen } from '../../features/discussion/components/DiscussionThreadScreen';

export default function BatchDiscussionThreadPage() {
  return (
    <TutorPortalPage title="Discussion thread">
      <DiscussionThreadScreen />
    </TutorPortalPage>
  );
}
