// What the practice card says for the rules' and the API's messages, and the check of a chosen file
// (the API checks again by its bytes). The messages are contracts' PRACTICE_MESSAGES, word for word in
// English; on a Hindi page the known ones come from her texts, anything else as the API wrote it.
import { PRACTICE_MESSAGES, PRACTICE_RULES } from '@ai-women/contracts';
import type { TFunction } from '@ai-women/web-core/i18n';
import { englishTexts } from '../../../i18n';
import practiceTexts from '../../../i18n/en/practice.json';

englishTexts({ practice: practiceTexts });

/** The file input's `accept`, and the types a chosen file may have. */
export const PRACTICE_ACCEPT = 'image/jpeg,image/png,application/pdf';
const TYPES = new Set(PRACTICE_ACCEPT.split(','));
// A phone may hand over a photo without a type: its name says what it is.
const EXTENSIONS = /\.(jpe?g|png|pdf)$/i;

/** Why a chosen file cannot be sent (PRACTICE_MESSAGES' text), or undefined. */
export function practiceFileProblem(
  file: File,
  maxBytes: number = PRACTICE_RULES.fileMaxBytes,
): string | undefined {
  const known = file.type ? TYPES.has(file.type) : EXTENSIONS.test(file.name);
  if (!known) return PRACTICE_MESSAGES.fileType;
  if (file.size > maxBytes) return PRACTICE_MESSAGES.fileTooLarge;
  return undefined;
}

const KEYS = new Map<string, string>(
  (
    [
      'answerRequired',
      'answerTooLong',
      'fileType',
      'fileTooLarge',
      'oneFile',
      'sent',
      'waiting',
      'alreadyDone',
      'notHeld',
    ] as const
  ).map((key) => [PRACTICE_MESSAGES[key], key]),
);

// The API's refusal of a file whose bytes and name disagree (api/src/practice/routes.ts).
const WRONG_NAME =
  /^“(.+)” is .+ but its name says otherwise\. Attach it with its real extension \(\.(\w+)\)\.$/s;
const KIND_OF_EXTENSION: Record<string, string> = { pdf: 'PDF', png: 'PNG', jpg: 'JPEG', jpeg: 'JPEG' };

/** A practice message in the page's language. */
export function practiceMessage(text: string, t: TFunction, language: string): string {
  const key = KEYS.get(text);
  if (key) return t(`practice.messages.${key}`);
  const wrongName = language === 'hi' ? WRONG_NAME.exec(text) : null;
  if (wrongName) {
    const [, name, ext] = wrongName as unknown as [string, string, string];
    return t('practice.messages.wrongName', { name, ext, kind: KIND_OF_EXTENSION[ext.toLowerCase()] ?? ext });
  }
  return text;
}
