import '@ai-women/ui-kit/fonts';
import { AboutPage } from '../../features/about/components/AboutPage';

export default function About() {
  return <AboutPage />;
}
