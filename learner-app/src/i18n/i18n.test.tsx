import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AarohiThemeProvider } from '@ai-women/ui-kit';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setPreferredLanguage } from '@ai-women/web-core/i18n';
import { missingKeys } from '@ai-women/web-core/i18n-check';
import { StudentFrame } from '../features/student-area/components/StudentFrame';
import en from './en';
import hi from './hi';

const learnerTexts = { en, hi };
import { HomePage } from '../features/home/components/HomePage';
import { OnServer } from '@ai-women/web-ui/static-section';

describe("the learner's texts", () => {
  it('has every English text in Hindi too', () => {
    expect(missingKeys(learnerTexts.en, learnerTexts.hi)).toEqual([]);
  });

  it('would notice a text missing in Hindi', () => {
    expect(
      missingKeys({ a: 'A', b: { c: 'C' }, d: [{ e: 'E' }] }, { a: 'अ', b: {}, d: [{ e: ' ' }] }),
    ).toEqual(['b.c', 'd[0].e']);
  });
});

function serverRender(url: string) {
  // As the remote's renderer does (web-ui/ssr): static sections render in full there.
  return renderToString(
    <OnServer>
      <QueryClientProvider client={new QueryClient()}>
        <AarohiThemeProvider withGlobalStyle={false}>
          <StaticRouter location={url}>
            <HomePage />
          </StaticRouter>
        </AarohiThemeProvider>
      </QueryClientProvider>
    </OnServer>,
  );
}

describe('the home page rendered by the server', () => {
  it('is Hindi at /hi: heading, text and links that stay in Hindi', () => {
    const html = serverRender('/hi');
    expect(html).toContain(learnerTexts.hi.home.heroTitle);
    expect(html).toContain(learnerTexts.hi.home.heroText);
    expect(html).toContain('href="/hi/register"');
    expect(html).not.toContain(learnerTexts.en.home.heroTitle);
  });

  it('is English, word for word, at /', () => {
    const html = serverRender('/');
    expect(html).toContain('Rise with AI: practical skills for every woman');
    expect(html).toContain('href="/register"');
    expect(html).toContain('The full course is listed at <strong>');
  });
});

describe('the student area', () => {
  afterEach(() => {
    document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
  });

  it('follows her choice at its own URL: Hindi after she chose Hindi, English otherwise', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AarohiThemeProvider>
          <MemoryRouter initialEntries={['/dashboard']}>
            <StudentFrame>
              <p>page</p>
            </StudentFrame>
          </MemoryRouter>
        </AarohiThemeProvider>
      </QueryClientProvider>,
    );
    expect(screen.getAllByText('Enrolled Courses').length).toBeGreaterThan(0);
    act(() => setPreferredLanguage('hi'));
    expect(screen.getAllByText('मेरे कोर्स').length).toBeGreaterThan(0);
    expect(screen.queryByText('Enrolled Courses')).not.toBeInTheDocument();
  });
});
