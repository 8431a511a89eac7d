import '@ai-women/ui-kit/fonts';
import { StaffPage } from '../frame/StaffPage';
import { MoneyScreen } from '../../features/money/MoneyScreen';

export default function StaffMoneyPage() {
  return (
    <StaffPage title="Money" adminOnly>
      <MoneyScreen />
    </StaffPage>
  );
}
