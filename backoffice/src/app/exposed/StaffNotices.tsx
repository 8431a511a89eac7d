import '@ai-women/ui-kit/fonts';
import { StaffPage } from '../frame/StaffPage';
import { NoticesScreen } from '../../features/notices/NoticesScreen';

export default function StaffNoticesPage() {
  return (
    <StaffPage title="Notices">
      <NoticesScreen />
    </StaffPage>
  );
}
