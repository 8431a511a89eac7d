/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories load these with Node's own require (test/helpers/native.ts) */
jest.mock('fastify', () => require('./helpers/native').nativeRequire('fastify'));
jest.mock('typebox', () => require('./helpers/native').nativeRequire('typebox'));
jest.mock('@electric-sql/pglite', () => require('./helpers/native').nativeRequire('@electric-sql/pglite'));
jest.setTimeout(120_000);
import { eq } from 'drizzle-orm';
import { LANGUAGE_INVALID, MESSAGES, MESSAGES_HI } from '@ai-women/contracts';
import { createTestContext, sessionCookie, uniqueMobile, type TestContext } from './helpers/context';
import * as t from '../src/db/schema';
import { renderMail } from '../src/mail/templates';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ MAIL_SENDER: 'off', SITE_URL: 'https://aarohi.example' });
});
afterAll(() => ctx.close());

const student = (extra: Record<string, unknown> = {}) => ({
  fullname: 'प्रिया शर्मा',
  designation: 'Teacher',
  email: `priya.${Math.random().toString(36).slice(2)}@example.com`,
  phone_number: uniqueMobile(),
  age: 31,
  password: 'Secret12',
  ...extra,
});

const links = {
  site: 'https://aarohi.example',
  tutorPortal: 'https://aarohi.example',
  contactEmail: 'team@aarohi.example',
};

describe('her language on registration', () => {
  it('keeps "hi" on her account: /api/me, her profile and her welcome mail', async () => {
    const payload = student({ language: 'hi' });
    const res = await ctx.inject({ method: 'POST', url: '/register', payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Registration successful');
    const cookie = sessionCookie(res);
    const me = await ctx.inject({ method: 'GET', url: '/api/me', cookie });
    expect(me.json().user).toMatchObject({ language: 'hi', fullname: 'प्रिया शर्मा' });
    const profile = await ctx.inject({
      method: 'GET',
      url: `/api/student/profile/${res.json().userId}`,
      cookie,
    });
    expect(profile.json().profile.language).toBe('hi');
    const [mail] = await ctx.database.db.select().from(t.outbox).where(eq(t.outbox.toAddress, payload.email));
    expect(mail!.payload).toMatchObject({ language: 'hi' });
  });

  it('is English when she does not say (the default), and login tells the app her language', async () => {
    const payload = student();
    const res = await ctx.inject({ method: 'POST', url: '/register', payload });
    expect(res.statusCode).toBe(201);
    const login = await ctx.inject({
      method: 'POST',
      url: '/login',
      payload: { email: payload.email, password: payload.password },
    });
    expect(login.json().user.language).toBe('en');
  });

  it('refuses a language the site does not offer with a 400 and a clear message', async () => {
    const res = await ctx.inject({ method: 'POST', url: '/register', payload: student({ language: 'fr' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: LANGUAGE_INVALID,
      errors: { language: LANGUAGE_INVALID },
    });
  });
});

describe('form messages in the request language', () => {
  it('answers in the English words by default, and in Hindi (same key) when the request is Hindi', async () => {
    const english = await ctx.inject({
      method: 'POST',
      url: '/register',
      payload: student({ fullname: '' }),
    });
    expect(english.json().message).toBe(MESSAGES.fullNameRequired);
    const hindi = await ctx.inject({
      method: 'POST',
      url: '/register',
      payload: student({ fullname: '', language: 'hi' }),
    });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().message).toBe(MESSAGES_HI.fullNameRequired);
    expect(hindi.json().errors.fullname).toBe(MESSAGES_HI.fullNameRequired);
    const header = await ctx.inject({
      method: 'POST',
      url: '/login',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      payload: { email: 'nobody@example.com', password: 'wrong' },
    });
    expect(header.json().message).toBe(MESSAGES_HI.invalidCredentials);
  });
});

describe('changing it on her profile', () => {
  it('switches to Hindi and back; an unknown language is a 400', async () => {
    const res = await ctx.inject({ method: 'POST', url: '/register', payload: student() });
    const cookie = sessionCookie(res);
    const url = `/api/student/profile/${res.json().userId}`;
    const hi = await ctx.inject({ method: 'PUT', url, cookie, payload: { language: 'hi' } });
    expect(hi.statusCode).toBe(200);
    expect(hi.json().profile.language).toBe('hi');
    expect((await ctx.inject({ method: 'GET', url: '/api/me', cookie })).json().user.language).toBe('hi');
    const bad = await ctx.inject({ method: 'PUT', url, cookie, payload: { language: 'xx' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(LANGUAGE_INVALID);
    const en = await ctx.inject({ method: 'PUT', url, cookie, payload: { language: 'en' } });
    expect(en.json().profile.language).toBe('en');
  });
});

describe('the welcome mail in her language', () => {
  it('is Hindi for a Hindi reader: subject, HTML (lang="hi") and text', () => {
    const mail = renderMail(
      'welcome-student',
      { name: 'प्रिया शर्मा', courseTitle: 'AI for Everyday Life', language: 'hi' },
      links,
    );
    expect(mail.subject).toBe('आरोही में आपका स्वागत है');
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain('आरोही में आपका स्वागत है, प्रिया!');
    expect(mail.text).toContain('आरोही में लॉग इन करें: https://aarohi.example/hi/login');
    expect(mail.text).toContain('कोई सवाल? team@aarohi.example');
  });

  it('is the English mail, unchanged, otherwise', () => {
    const mail = renderMail('welcome-student', { name: 'Asha Verma', courseTitle: null }, links);
    expect(mail.subject).toBe('Welcome to Aarohi');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('Questions? Write to team@aarohi.example or reply to this e-mail.');
  });
});
