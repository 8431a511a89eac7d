import '@ai-women/ui-kit/fonts';
import { StaffPage } from '../frame/StaffPage';
import { TicketsScreen } from '../../features/tickets/TicketsScreen';
import { HomePlacementAlert } from '../../features/placement/PlacementAlert';

export default function StaffTicketsPage() {
  return (
    <StaffPage title="Tickets">
      <HomePlacementAlert />
      <TicketsScreen />
    </StaffPage>
  );
}
