// The learner remote's texts in every language, under the 'learner' namespace. A page reads them
// with `useT()`: `t` fixed to the page's language (its URL, or her choice in the student area) and
// `path()`, which keeps a link to a public page in that language.
//
// English lives in one file per section (en/home.json, en/payment.json, …) and each module adds the
// sections it reads with `englishTexts` when it is imported: a page's chunk carries its own texts,
// so the home page does not download the terms, the privacy policy or the student area's texts.
import { useLocation } from 'react-router-dom';
import { addTexts, registerTranslations, useT as useTranslation } from '@ai-women/web-core/i18n';

export const LEARNER_NS = 'learner';
// Hindi is its own chunk, fetched only for a Hindi page or a Hindi reader.
registerTranslations(LEARNER_NS, { en: {}, hi: () => import(/* webpackChunkName: "i18n-hi" */ './hi') });

/** Adds sections of the English texts (`englishTexts({ home })`), from the module that reads them. */
export const englishTexts = (sections: Record<string, unknown>) => addTexts(LEARNER_NS, 'en', sections);

export const useT = () => useTranslation(LEARNER_NS, useLocation().pathname);
