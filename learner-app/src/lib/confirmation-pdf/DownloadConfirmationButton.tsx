import { useState } from 'react';
import { Button, type ButtonProps, FileIcon } from '@ai-women/ui-kit';
import { getStoredUser, type StoredUser } from '@ai-women/web-core';
import { englishTexts, useT } from '../../i18n';
import { downloadConfirmation } from './downloadConfirmation';
import pdfTexts from '../../i18n/en/pdf.json';

englishTexts({ pdf: pdfTexts });

/** "Download PDF" (or the label given): builds the payment confirmation in the browser. */
export function DownloadConfirmationButton({
  label,
  variant = 'secondary',
  fullWidth,
  user,
}: {
  /** Whose confirmation: the signed-in student by default; /login passes the payment just made. */
  user?: StoredUser | null;
  label?: string;
  variant?: ButtonProps['variant'];
  fullWidth?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // The PDF speaks the page's language: /hi pages, or her choice in the student area.
  const { t, language } = useT();

  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await downloadConfirmation(user ?? getStoredUser(), language);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant={variant}
        fullWidth={fullWidth}
        onClick={() => void onClick()}
        loading={busy}
        disabled={busy}
      >
        <FileIcon /> {busy ? t('pdf.preparing') : (label ?? t('pdf.download'))}
      </Button>
      {failed && (
        <p role="alert" style={{ margin: 0 }}>
          {t('pdf.failed')}
        </p>
      )}
    </>
  );
}
