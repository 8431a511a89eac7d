import '@ai-women/ui-kit/fonts';
// /payment: price, coupons and the verified checkout.
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { PaymentScreen } from '../../features/payment/components/PaymentScreen';

export default function PaymentPage() {
  return (
    <AuthLayout title="Complete your enrolment" intro="One payment covers all 25 live sessions and helpdesk support for the whole course.">
      <PaymentScreen />
    </AuthLayout>
  );
}
