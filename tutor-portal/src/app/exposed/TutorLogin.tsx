import { TutorLoginScreen } from '../../features/auth/components/TutorLoginScreen';

export default function TutorLoginPage() {
  return <TutorLoginScreen />;
}
