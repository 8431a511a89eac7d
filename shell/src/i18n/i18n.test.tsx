import { missingKeys } from '@ai-women/web-core/i18n';
import { shellTexts } from '.';

it("has every one of the shell's English texts in Hindi too", () => {
  expect(missingKeys(shellTexts.en, shellTexts.hi)).toEqual([]);
});
