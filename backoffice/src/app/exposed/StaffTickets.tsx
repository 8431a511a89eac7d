import '@ai-women/ui-kit/fonts';
import { StaffPage } from '../frame/StaffPage';
import { TicketsScreen } from '../../features/tickets/TicketsScreen';

export default function StaffTicketsPage() {
  return (
    <StaffPage title="Tickets">
      <TicketsScreen />
    </StaffPage>
  );
}
