import '@ai-women/ui-kit/fonts';
import { StaffPage } from '../frame/StaffPage';
import { PeopleScreen } from '../../features/people/PeopleScreen';

export default function StaffPeoplePage() {
  return (
    <StaffPage title="People" adminOnly>
      <PeopleScreen />
    </StaffPage>
  );
}
