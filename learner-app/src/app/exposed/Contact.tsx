import '../../lib/fonts';
import { ContactPage } from '../../features/contact/components/ContactPage';

export default function Contact() {
  return <ContactPage />;
}
