import { missingKeys } from '@ai-women/web-core/i18n-check';
import { shellTexts as english } from '.';
import hi from './hi.json';

const shellTexts = { ...english, hi };

it("has every one of the shell's English texts in Hindi too", () => {
  expect(missingKeys(shellTexts.en, shellTexts.hi)).toEqual([]);
});
