import '@ai-women/ui-kit/fonts';
import { ContactPage } from '../../features/contact/components/ContactPage';

export default function Contact() {
  return <ContactPage />;
}
