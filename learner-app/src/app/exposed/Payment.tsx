import '@ai-women/ui-kit/fonts';
// /payment: price, coupons and the verified checkout.
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { PaymentScreen } from '../../features/payment/components/PaymentScreen';
import { englishTexts, useT } from '../../i18n';
import paymentTexts from '../../i18n/en/payment.json';

englishTexts({ payment: paymentTexts });

export default function PaymentPage() {
  const { t } = useT();
  return (
    <AuthLayout title={t('payment.pageHeading')} intro={t('payment.pageIntro')}>
      <PaymentScreen />
    </AuthLayout>
  );
}
