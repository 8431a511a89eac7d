import '@ai-women/ui-kit/fonts';
import { MissionPage } from '../../features/mission/components/MissionPage';

export default function ExpertsBlog() {
  return <MissionPage />;
}
