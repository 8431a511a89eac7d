import '@ai-women/ui-kit/fonts';
// The batches' discussions (support and admins): one page module for the queue of posts waiting for
// a moderator (/staff/discussion), a batch's threads (/staff/batches/:batchId/discussion) and one
// thread (/staff/discussion/threads/:threadId), so the remote exposes one entry more, not three.
import { useParams } from 'react-router-dom';
import { StaffPage } from '../frame/StaffPage';
import { DiscussionQueueScreen } from '../../features/discussion/DiscussionQueueScreen';
import { StaffBatchDiscussionScreen, StaffThreadScreen } from '../../features/discussion/StaffDiscussionScreens';

export default function StaffDiscussionPage() {
  const { batchId, threadId } = useParams();
  return (
    <StaffPage title="Discussion">
      {threadId !== undefined ? (
        <StaffThreadScreen />
      ) : batchId !== undefined ? (
        <StaffBatchDiscussionScreen />
      ) : (
        <DiscussionQueueScreen />
      )}
    </StaffPage>
  );
}
