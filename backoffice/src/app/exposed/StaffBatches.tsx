import '@ai-women/ui-kit/fonts';
import { StaffPage } from '../frame/StaffPage';
import { BatchesScreen } from '../../features/batches/BatchesScreen';

export default function StaffBatchesPage() {
  return (
    <StaffPage title="Batches" adminOnly>
      <BatchesScreen />
    </StaffPage>
  );
}
