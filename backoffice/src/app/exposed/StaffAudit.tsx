import '@ai-women/ui-kit/fonts';
import { StaffPage } from '../frame/StaffPage';
import { AuditScreen } from '../../features/audit/AuditScreen';

export default function StaffAuditPage() {
  return (
    <StaffPage title="Audit log" adminOnly>
      <AuditScreen />
    </StaffPage>
  );
}
