import '@ai-women/ui-kit/fonts';
// /certificate: her certificate, behind the learner guard, inside the student frame.
import { CertificateScreen } from '../../features/certificates/components/CertificateScreen';
import { LearnerGuard } from '../../features/student-area/components/LearnerGuard';
import { StudentFrame } from '../../features/student-area/components/StudentFrame';

export default function CertificatePage() {
  return (
    <LearnerGuard>
      <StudentFrame>
        <CertificateScreen />
      </StudentFrame>
    </LearnerGuard>
  );
}
