import '@ai-women/ui-kit/fonts';
import { TutorPortalPage } from '../portal/TutorPortalPage';
import { CreateTicketScreen } from '../../features/tickets/components/CreateTicketScreen';

export default function TutorSupportTicketPage() {
  return (
    <TutorPortalPage title="Create Ticket">
      <CreateTicketScreen />
    </TutorPortalPage>
  );
}
