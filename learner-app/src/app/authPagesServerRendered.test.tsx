// The password pages arrive rendered by the server in the language of their URL, like every other
// public page: /hi/forgot-password and /hi/reset-password are Hindi on the first byte.
import { createFragmentRenderer } from '@ai-women/web-ui/ssr';
import ForgotPassword from './exposed/ForgotPassword';
import ResetPassword from './exposed/ResetPassword';
import { learnerRoutes } from './routes';
import en from '../i18n/en';
import hi from '../i18n/hi';

const renderFragment = createFragmentRenderer({ ForgotPassword, ResetPassword });
const render = (url: string, pattern: string, module: string) =>
  renderFragment({ module, url, pattern, assetBase: 'http://127.0.0.1:3001/' });

describe('the password pages, rendered by the server', () => {
  it('are server-rendered routes in both languages (the reset page by its token alone)', () => {
    for (const path of ['/forgot-password', '/hi/forgot-password', '/reset-password', '/hi/reset-password']) {
      const route = learnerRoutes.find((r) => r.path === path);
      expect(route?.serverRendered).toBe(true);
    }
    expect(learnerRoutes.find((r) => r.path === '/hi/reset-password')?.query).toEqual(['token']);
  });

  it('/hi/forgot-password is Hindi', async () => {
    const { html } = await render('/hi/forgot-password', '/hi/forgot-password', 'ForgotPassword');
    expect(html).toContain(hi.forgot.pageHeading);
    expect(html).not.toContain(en.forgot.pageHeading);
  });

  it('/hi/reset-password is Hindi, with the form when the link has its token', async () => {
    const { html } = await render('/hi/reset-password?token=abc', '/hi/reset-password', 'ResetPassword');
    expect(html).toContain(hi.reset.pageHeading);
    expect(html).not.toContain(en.reset.pageHeading);
    expect(html).toContain('type="password"');
    // The token decides what is shown; it is never written into the page.
    expect(html).not.toContain('abc');
  });

  it('/forgot-password stays English', async () => {
    const { html } = await render('/forgot-password', '/forgot-password', 'ForgotPassword');
    expect(html).toContain(en.forgot.pageHeading);
  });
});
