import '@ai-women/ui-kit/fonts';
// /verify/:certificateNo: the public record of one certificate, server-rendered.
import { VerifyCertificatePage } from '../../features/certificates/components/VerifyCertificatePage';

export default function Verify() {
  return <VerifyCertificatePage />;
}
