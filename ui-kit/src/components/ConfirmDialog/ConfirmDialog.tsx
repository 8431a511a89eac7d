import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonVariant } from '@ai-women/ui-kit';
import { Modal } from '@ai-women/ui-kit/dialogs';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, e.g. "Completing a batch cannot be undone." */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** danger (default) for irreversible actions, primary otherwise. */
  tone?: Extract<ButtonVariant, 'danger' | 'primary'>;
  /** While the action runs: the confirm button shows a spinner and ignores presses. */
  loading?: boolean;
}

const Message = styled.div`
  color: ${({ theme }) => theme.colors.text};
  & > p:last-child {
    margin-bottom: 0;
  }
`;

/** Asks before an action that cannot be undone ("Complete" on a batch). Focus starts on Cancel, the safe choice. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  tone = 'danger',
  loading = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      initialFocusRef={cancelRef}
      closeOnBackdrop={!loading}
      footer={
        <>
          <Button ref={cancelRef} variant="ghost" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Message>{typeof message === 'string' ? <p>{message}</p> : message}</Message>
    </Modal>
  );
}
