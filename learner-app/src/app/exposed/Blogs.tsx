import '@ai-women/ui-kit/fonts';
import { BlogsPage } from '../../features/blogs/components/BlogsPage';

export default function Blogs() {
  return <BlogsPage />;
}
