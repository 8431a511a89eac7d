import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import {
  FollowPreferredLanguage,
  Trans,
  ensureLanguage,
  fixedT,
  isLanguageReady,
  isPublicPath,
  languageOfPath,
  localizePath,
  readLanguageCookie,
  registerTranslations,
  addTexts,
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

describe('the texts', () => {
  it('looks up nested keys, fills placeholders, picks plural forms and falls back to English (logged once)', () => {
    registerTranslations('engine', {
      en: {
        a: { b: 'Hi {{ name }}, {{missing}}' },
        items_one: '{{count}} item',
        items_other: '{{count}} items',
        list: ['One {{x}}', 'Two'],
        onlyEnglish: 'Only in English',
      },
      hi: { a: { b: 'नमस्ते {{name}}' }, items_one: '{{count}} चीज़', items_other: '{{count}} चीज़ें', list: ['एक {{x}}', 'दो'] },
    });
    const en = fixedT('en', 'engine');
    const hi = fixedT('hi', 'engine');
    expect(en('a.b', { name: 'Asha' })).toBe('Hi Asha, {{missing}}');
    expect(hi('a.b', { name: 'आशा' })).toBe('नमस्ते आशा');
    expect(en('items', { count: 1 })).toBe('1 item');
    expect(en('items', { count: 3 })).toBe('3 items');
    expect(hi('items', { count: 0 })).toBe('0 चीज़'); // Hindi counts 0 and 1 as "one"
    expect(en('list', { returnObjects: true, x: '1' })).toEqual(['One 1', 'Two']);
    expect(en('list')).toBe('list');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(hi('onlyEnglish')).toBe('Only in English');
    expect(hi('onlyEnglish')).toBe('Only in English');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(hi('nowhere')).toBe('nowhere');
    warn.mockRestore();
  });

  it('fetches a language given as a loader only when asked, once', async () => {
    const load = jest.fn(async () => ({ default: { word: 'शब्द' } }));
    registerTranslations('lazy', { en: { word: 'word' }, hi: load });
    expect(isLanguageReady('hi', 'lazy')).toBe(false);
    expect(fixedT('hi', 'lazy')('word')).toBe('word');
    await Promise.all([ensureLanguage('hi'), ensureLanguage('hi')]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(isLanguageReady('hi', 'lazy')).toBe(true);
    expect(fixedT('hi', 'lazy')('word')).toBe('शब्द');
  });

  it('takes English section by section, from the modules that read them, before or after the app registers', () => {
    addTexts('sections', 'en', { home: { title: 'Welcome' } });
    registerTranslations('sections', { en: {}, hi: { home: { title: 'स्वागत है' }, legal: { title: 'नियम' } } });
    addTexts('sections', 'en', { legal: { title: 'Terms' } });
    registerTranslations('sections', { en: { home: { title: 'ignored: registered once' } }, hi: {} });
    const en = fixedT('en', 'sections');
    expect(en('home.title')).toBe('Welcome');
    expect(en('legal.title')).toBe('Terms');
    expect(fixedT('hi', 'sections')('legal.title')).toBe('नियम');
  });

  it('shows English while a language is on its way, then re-renders in it', async () => {
    let arrive: (texts: object) => void = () => undefined;
    registerTranslations('slow', {
      en: { hello: 'Hello' },
      hi: () => new Promise((resolve) => (arrive = resolve as (texts: object) => void)),
    });
    function Hello() {
      const { t } = useT('slow', '/hi/about');
      return <p>{t('hello')}</p>;
    }
    render(<Hello />);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    await act(async () => arrive({ hello: 'नमस्ते' }));
    expect(await screen.findByText('नमस्ते')).toBeInTheDocument();
  });
});

describe('pages', () => {
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
    // A course's page and a blog post keep the reader's language like every public page.
    expect(isPublicPath('/course/2')).toBe(true);
    expect(isPublicPath('/hi/blogs/will-ai-take-my-job')).toBe(true);
    expect(isPublicPath('/confirm-email?token=x')).toBe(true);
    expect(isPublicPath('/hi/contact')).toBe(true);
  });

  it('ignores a cookie value that is not a language', () => {
    expect(readLanguageCookie('aarohi_lang=fr')).toBeNull();
    expect(readLanguageCookie('x=1; aarohi_lang=hi')).toBe('hi');
  });
});
