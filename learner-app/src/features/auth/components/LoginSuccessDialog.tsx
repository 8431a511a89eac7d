import styled from 'styled-components';
import { Modal } from '@ai-women/ui-kit/dialogs';
import { englishTexts, useT } from '../../../i18n';
import loginTexts from '../../../i18n/en/login.json';

englishTexts({ login: loginTexts });

const Body = styled.div`
  text-align: center;
  p {
    margin: ${({ theme }) => theme.space[3]} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Tick = styled.span`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.successBg};
  color: ${({ theme }) => theme.colors.success};
  font-size: 1.75rem;
`;

/** The login success modal: shown for the 2 s before the dashboard opens. */
export function LoginSuccessDialog({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useT();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('login.successTitle')}
      size="sm"
      describedById="login-success-text"
    >
      <Body>
        <Tick aria-hidden="true">{'✓'}</Tick>
        <p id="login-success-text">{t('login.successText', { name })}</p>
      </Body>
    </Modal>
  );
}
