// The shell's own texts (header, footer, frame states) in every language, under the 'shell' namespace.
import { useLocation } from 'react-router-dom';
import { registerTranslations, useT as useTranslation } from '@ai-women/web-core/i18n';
import en from './en.json';

export const SHELL_NS = 'shell';
// Hindi is its own chunk, fetched only for a Hindi page or a Hindi reader.
registerTranslations(SHELL_NS, { en, hi: () => import(/* webpackChunkName: "i18n-hi" */ './hi.json') });

export const useT = () => useTranslation(SHELL_NS, useLocation().pathname);
/** The English texts (what the pages fall back to, and what tests compare with). */
export const shellTexts = { en };
