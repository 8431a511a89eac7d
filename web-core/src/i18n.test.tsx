import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import {
  FollowPreferredLanguage,
  Trans,
  createI18n,
  isPublicPath,
  languageOfPath,
  localizePath,
  readLanguageCookie,
  registerTranslations,
  setPreferredLanguage,
  stripLanguage,
  useT,
} from './i18n';

registerTranslations('test', {
  en: { hello: 'Hello {{name}}', rich: 'Pay <0>₹{{amount}}</0> today' },
  hi: { hello: 'नमस्ते {{name}}', rich: 'आज <0>₹{{amount}}</0> दें' },
});

function Greeting({ pathname }: { pathname: string }) {
  const { t, language, path } = useT('test', pathname);
  return (
    <p data-lang={language} data-link={path('/payment')}>
      {t('hello', { name: 'प्रिया' })}{' '}
      <Trans ns="test" t={t} i18nKey="rich" values={{ amount: '1,999' }} components={[<strong key="a" />]} />
    </p>
  );
}

afterEach(() => {
  document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
});

describe('the i18n instance', () => {
  it('is ready on return (no backend, no waiting), so a server render already has the texts', () => {
    const i18n = createI18n({ en: { ns: { a: 'A' } }, hi: { ns: { a: 'अ' } } });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.getFixedT('hi', 'ns')('a')).toBe('अ');
    expect(i18n.getFixedT('en', 'ns')('missing')).toBe('missing');
  });

  it('renders /hi pages in Hindi and every other URL in English, on the server too', () => {
    expect(renderToString(<Greeting pathname="/hi/course" />)).toContain('नमस्ते प्रिया');
    expect(renderToString(<Greeting pathname="/hi/course" />)).toContain('आज <strong>₹1,999</strong> दें');
    expect(renderToString(<Greeting pathname="/course" />)).toContain('Hello प्रिया');
  });

  it('keeps links to public pages in Hindi on Hindi pages', () => {
    render(<Greeting pathname="/hi" />);
    expect(screen.getByText(/नमस्ते/)).toHaveAttribute('data-link', '/hi/payment');
  });

  it('lets the student area follow her remembered choice, and switch in place', () => {
    render(
      <FollowPreferredLanguage>
        <Greeting pathname="/dashboard" />
      </FollowPreferredLanguage>,
    );
    expect(screen.getByText(/Hello/)).toHaveAttribute('data-lang', 'en');
    act(() => setPreferredLanguage('hi'));
    expect(screen.getByText(/नमस्ते/)).toHaveAttribute('data-lang', 'hi');
    expect(readLanguageCookie()).toBe('hi');
  });

  it('does not let her choice change an English public URL (what the server rendered)', () => {
    setPreferredLanguage('hi');
    render(<Greeting pathname="/about" />);
    expect(screen.getByText(/Hello/)).toHaveAttribute('data-lang', 'en');
  });
});

describe('Hindi paths', () => {
  it('maps pages to and from /hi', () => {
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/hi/about')).toBe('hi');
    expect(languageOfPath('/hiring')).toBeNull();
    expect(stripLanguage('/hi')).toBe('/');
    expect(stripLanguage('/hi/register/3')).toBe('/register/3');
    expect(localizePath('/', 'hi')).toBe('/hi');
    expect(localizePath('/register/3?x=1', 'hi')).toBe('/hi/register/3?x=1');
    expect(localizePath('/hi/course', 'en')).toBe('/course');
    expect(localizePath('https://example.com/', 'hi')).toBe('https://example.com/');
  });

  it('knows the student area has no Hindi twin', () => {
    expect(isPublicPath('/dashboard')).toBe(false);
    expect(isPublicPath('/register/2')).toBe(true);
    expect(isPublicPath('/hi/contact')).toBe(true);
  });

  it('ignores a cookie value that is not a language', () => {
    expect(readLanguageCookie('aarohi_lang=fr')).toBeNull();
    expect(readLanguageCookie('x=1; aarohi_lang=hi')).toBe('hi');
  });
});
