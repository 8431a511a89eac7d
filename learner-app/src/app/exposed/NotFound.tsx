import '@ai-women/ui-kit/fonts';
import { NotFoundPage } from '../../features/not-found/components/NotFoundPage';

export default function NotFound() {
  return <NotFoundPage />;
}
