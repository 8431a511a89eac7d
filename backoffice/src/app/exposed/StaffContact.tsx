import '@ai-women/ui-kit/fonts';
import { StaffPage } from '../frame/StaffPage';
import { ContactScreen } from '../../features/contact/ContactScreen';

export default function StaffContactPage() {
  return (
    <StaffPage title="Contact inbox">
      <ContactScreen />
    </StaffPage>
  );
}
