import '@ai-women/ui-kit/fonts';
import { StaffLoginScreen } from '../../features/login/StaffLoginScreen';

export default function StaffLoginPage() {
  return <StaffLoginScreen />;
}
