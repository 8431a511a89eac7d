import '@ai-women/ui-kit/fonts';
import { StaffPage } from '../frame/StaffPage';
import { PlacementScreen } from '../../features/placement/PlacementScreen';

export default function StaffPlacementPage() {
  return (
    <StaffPage title="To place">
      <PlacementScreen />
    </StaffPage>
  );
}
