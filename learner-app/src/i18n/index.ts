// The learner remote's texts in every language, under the 'learner' namespace. A page reads them
// with `useT()`: `t` fixed to the page's language (its URL, or her choice in the student area) and
// `path()`, which keeps a link to a public page in that language.
import { useLocation } from 'react-router-dom';
import { registerTranslations, useT as useTranslation } from '@ai-women/web-core/i18n';
import en from './en.json';

export const LEARNER_NS = 'learner';
// Hindi is its own chunk, fetched only for a Hindi page or a Hindi reader.
registerTranslations(LEARNER_NS, { en, hi: () => import(/* webpackChunkName: "i18n-hi" */ './hi.json') });

export const useT = () => useTranslation(LEARNER_NS, useLocation().pathname);
/** The English texts (what the pages fall back to, and what tests compare with). */
export const learnerTexts = { en };
