import '@ai-women/ui-kit/fonts';
// One batch's certificates: admins act on them, support reads them (the screen hides the buttons).
import { StaffPage } from '../frame/StaffPage';
import { CertificatesScreen } from '../../features/certificates/CertificatesScreen';

export default function StaffCertificatesPage() {
  return (
    <StaffPage title="Certificates">
      <CertificatesScreen />
    </StaffPage>
  );
}
