// A failed load, said in the spec's words, with a way back that needs no page reload.
import { Button } from '@ai-women/ui-kit';
import { StatusText } from './pageLayout';
import { englishTexts, useT } from '../i18n';
import commonTexts from '../i18n/en/common.json';

englishTexts({ common: commonTexts });

export interface LoadErrorProps {
  /** The spec's message, word for word. */
  message: string;
  /** Refetches what failed. */
  onRetry: () => void;
  /** A retry is under way: the button shows it is busy. */
  retrying?: boolean;
}

export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useT();
  return (
    <StatusText $tone="danger" role="alert">
      {message}{' '}
      <Button size="sm" variant="secondary" onClick={onRetry} loading={retrying} disabled={retrying}>
        {t('common.tryAgain')}
      </Button>
    </StatusText>
  );
}
