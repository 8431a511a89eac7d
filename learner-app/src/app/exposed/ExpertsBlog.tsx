import '../../lib/fonts';
import { MissionPage } from '../../features/mission/components/MissionPage';

export default function ExpertsBlog() {
  return <MissionPage />;
}
