import '@ai-women/ui-kit/fonts';
// /payments: her payments and tax invoices, behind the learner guard, inside the student frame.
import { PaymentsScreen } from '../../features/payments/components/PaymentsScreen';
import { LearnerGuard } from '../../features/student-area/components/LearnerGuard';
import { StudentFrame } from '../../features/student-area/components/StudentFrame';

export default function PaymentsPage() {
  return (
    <LearnerGuard>
      <StudentFrame>
        <PaymentsScreen />
      </StudentFrame>
    </LearnerGuard>
  );
}
