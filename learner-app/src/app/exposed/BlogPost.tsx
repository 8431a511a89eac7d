import '@ai-women/ui-kit/fonts';
// /blogs/:slug: one blog post in full, server-rendered.
import { BlogPostPage } from '../../features/blogs/components/BlogPostPage';

export default function BlogPost() {
  return <BlogPostPage />;
}
