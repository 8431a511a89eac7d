import '@ai-women/ui-kit/fonts';
import { HomePage } from '../../features/home/components/HomePage';

export default function Home() {
  return <HomePage />;
}
