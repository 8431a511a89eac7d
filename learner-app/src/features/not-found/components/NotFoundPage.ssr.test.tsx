// Any path no route names is the catch-all's not-found page, and the server answers it with a real
// 404 (the page says so with <PageStatus>), not a 200 that search engines would index.
import { createFragmentRenderer } from '@ai-women/web-ui/ssr';
import NotFound from '../../../app/exposed/NotFound';
import { learnerRoutes } from '../../../app/routes';

it('the catch-all is server-rendered and its fragment carries a 404', async () => {
  expect(learnerRoutes.at(-1)).toMatchObject({ path: '*', module: 'NotFound', serverRendered: true });
  const renderFragment = createFragmentRenderer({ NotFound });
  const fragment = await renderFragment({
    module: 'NotFound',
    url: '/no-such-page',
    pattern: '*',
    assetBase: 'http://127.0.0.1:3001/',
  });
  expect(fragment.status).toBe(404);
  expect(fragment.html).toContain('This page took a different path');
});
