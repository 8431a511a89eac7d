// Every public page, in English and in Hindi, as the server renders it, tells one story of the course:
// the module count of its curriculum, 90-minute classes, Join from 15 minutes before, the course's
// price (contracts: COURSE_FACTS). A page that says "six modules", "an hour each" or "5 minutes early"
// fails here.
import { setupServer } from 'msw/node';
import { ADVERTISED_PRICE_RUPEES, BASE_PRICE_PAISE, priceAfterCoupon } from '@ai-women/contracts';
import { courseStoryContradictions } from '@ai-women/contracts/courses';
import { publicUrls, renderPublicPage, visibleTexts } from '../test/renderPublicPage';
import { advertisedCoupon, publicApiHandlers } from '../test/publicApi';

jest.setTimeout(60_000);

const server = setupServer(...publicApiHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// The home page advertises the course with the advertised coupon (from the API): the advertised
// figure and the price it gives.
const offers = [ADVERTISED_PRICE_RUPEES, priceAfterCoupon(BASE_PRICE_PAISE, advertisedCoupon.discount_percent) / 100];

describe('one story of the course on every public page', () => {
  const urls = [...publicUrls('en'), ...publicUrls('hi')];
  it.each(urls.map((u) => [u.url, u] as const))('%s agrees with the course facts', async (_url, u) => {
    const text = visibleTexts(await renderPublicPage(u)).join(' \n ');
    expect(courseStoryContradictions(text, offers)).toEqual([]);
  });
});
