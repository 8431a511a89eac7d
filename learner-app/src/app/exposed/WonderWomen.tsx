import '@ai-women/ui-kit/fonts';
import { WonderWomenPage } from '../../features/achievements/components/WonderWomenPage';

export default function WonderWomen() {
  return <WonderWomenPage />;
}
