import '@ai-women/ui-kit/fonts';
// WhatsApp delivery (support and admins, read-only): one page module for the message list
// (/staff/whatsapp) and a batch's reach (/staff/batches/:batchId/whatsapp), so the remote exposes
// one entry more, not two.
import { useParams } from 'react-router-dom';
import { StaffPage } from '../frame/StaffPage';
import { WhatsAppScreen } from '../../features/whatsapp/WhatsAppScreen';
import { WhatsAppReachScreen } from '../../features/whatsapp/WhatsAppReach';

export default function StaffWhatsAppPage() {
  const { batchId } = useParams();
  return (
    <StaffPage title={batchId === undefined ? 'WhatsApp' : 'WhatsApp reach'}>
      {batchId === undefined ? <WhatsAppScreen /> : <WhatsAppReachScreen />}
    </StaffPage>
  );
}
