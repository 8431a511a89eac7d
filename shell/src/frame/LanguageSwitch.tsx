import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { createApiClient, getStoredUser } from '@ai-women/web-core';
import {
  LANGUAGES,
  LANGUAGE_NAMES,
  chooseLanguage,
  ensureLanguage,
  isLanguageReady,
  isPublicPath,
  localizePath,
  stripLanguage,
  type Language,
} from '@ai-women/web-core/i18n';
import { useT } from '../i18n';

const Group = styled.nav`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  ${({ theme }) => theme.media.mobile} {
    align-self: center;
  }
`;

const option = `
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 12px;
  border: 0;
  border-radius: 999px;
  background: transparent;
  font: inherit;
  font-size: 0.875rem;
  text-decoration: none;
  cursor: pointer;
`;

const OptionLink = styled(Link)`
  ${option}
  color: ${({ theme }) => theme.colors.plum700};
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.plum700};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const OptionButton = styled.button`
  ${option}
  color: ${({ theme }) => theme.colors.plum700};
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.plum700};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const api = createApiClient();

/** Stores her choice on her account too, so it follows her to other devices and into her mails. */
function saveOnAccount(language: Language) {
  const user = getStoredUser();
  if (!user) return;
  void api.put(`/api/student/profile/${user.id}`, { language }).catch(() => undefined);
}

/**
 * English / हिन्दी. On a public page each is a link to the same page in that language; in the student
 * area (one URL for both) each is a button that switches in place. Either way the choice is
 * remembered in a cookie and, when she is signed in, on her account.
 */
export function LanguageSwitch({ signedIn }: { signedIn: boolean }) {
  const { pathname, search } = useLocation();
  const { t, language } = useT();
  const navigate = useNavigate();
  const choose = (next: Language) => {
    void chooseLanguage(next);
    if (signedIn) saveOnAccount(next);
  };
  const publicPage = isPublicPath(pathname);
  return (
    <Group aria-label={t('language.label')}>
      {LANGUAGES.map((option) => {
        const to = localizePath(stripLanguage(pathname), option) + search;
        return publicPage ? (
          <OptionLink
            key={option}
            to={to}
            lang={option}
            hrefLang={option}
            aria-current={option === language ? 'true' : undefined}
            title={t('language.switchTo', { language: LANGUAGE_NAMES[option] })}
            onClick={(event) => {
              choose(option);
              // The page changes once its texts are here, rather than in English first.
              if (!isLanguageReady(option)) {
                event.preventDefault();
                void ensureLanguage(option).then(() => navigate(to));
              }
            }}
          >
            {LANGUAGE_NAMES[option]}
          </OptionLink>
        ) : (
          <OptionButton
            key={option}
            type="button"
            lang={option}
            aria-pressed={option === language}
            onClick={() => choose(option)}
          >
            {LANGUAGE_NAMES[option]}
          </OptionButton>
        );
      })}
    </Group>
  );
}
