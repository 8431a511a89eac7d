import '../../lib/fonts';
import { WonderWomenPage } from '../../features/achievements/components/WonderWomenPage';

export default function WonderWomen() {
  return <WonderWomenPage />;
}
