import '@ai-women/ui-kit/fonts';
import { TutorPortalPage } from '../portal/TutorPortalPage';
import { TicketListScreen } from '../../features/tickets/components/TicketListScreen';

export default function TutorSupportTicketListPage() {
  return (
    <TutorPortalPage title="My Tickets">
      <TicketListScreen />
    </TutorPortalPage>
  );
}
