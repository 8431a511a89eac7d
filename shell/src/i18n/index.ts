// The shell's own texts (header, footer, frame states) in every language, under the 'shell' namespace.
import { useLocation } from 'react-router-dom';
import { registerTranslations, useT as useTranslation } from '@ai-women/web-core/i18n';
import en from './en.json';
import hi from './hi.json';

export const SHELL_NS = 'shell';
registerTranslations(SHELL_NS, { en, hi });

export const useT = () => useTranslation(SHELL_NS, useLocation().pathname);
export const shellTexts = { en, hi };
