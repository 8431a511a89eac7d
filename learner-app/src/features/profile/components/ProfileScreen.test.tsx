import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { axe } from 'jest-axe';
import { MESSAGES, PROFILE_MESSAGES, RESET_MESSAGES, type StudentProfile } from '@ai-women/contracts';
import { getStoredUser } from '@ai-women/web-core';
import { renderPage, TEST_API } from '../../../test/render';
import { FollowPreferredLanguage } from '@ai-women/web-core/i18n';
import { PROFILE_SCREEN_MESSAGES, ProfileScreen } from './ProfileScreen';

jest.setTimeout(30000);

const profile: StudentProfile = {
  id: 7,
  fullname: 'Meera Iyer',
  email: 'meera@example.com',
  language: 'en',
  phone_number: '9876543210',
  reminder_emails: false,
  pending_email: null,
};
const url = `${TEST_API}/api/student/profile/7`;
let current: StudentProfile;
let sent: Array<{ method: string; path: string; body: unknown }>;
const consentText =
  'Yes, send me Aarohi messages on WhatsApp at +91 98765 43210: a reminder the evening before each class; a reminder an hour before each class. I can reply STOP at any time to end them.';
let whatsapp: { on: boolean; changed_at: string | null; source: string | null };
const whatsappView = () => ({
  ...whatsapp,
  number: '+91 98765 43210',
  consent_text: consentText,
  will_receive: ['a reminder the evening before each class', 'a reminder an hour before each class'],
});

const server = setupServer(
  http.get(`${TEST_API}/api/student/whatsapp`, () => HttpResponse.json({ success: true, data: whatsappView() })),
  http.put(`${TEST_API}/api/student/whatsapp`, async ({ request }) => {
    const body = (await request.json()) as { on: boolean };
    sent.push({ method: 'PUT', path: 'whatsapp', body });
    whatsapp = { on: body.on, changed_at: '2026-12-01T10:00:00Z', source: 'profile' };
    return HttpResponse.json({ success: true, message: 'saved', data: whatsappView() });
  }),
  http.get(url, () => HttpResponse.json({ success: true, profile: current })),
  http.put(url, async ({ request }) => {
    const body = (await request.json()) as Partial<StudentProfile>;
    sent.push({ method: 'PUT', path: 'profile', body });
    current = { ...current, ...body };
    const message =
      body.language !== undefined
        ? body.language === 'hi'
          ? PROFILE_MESSAGES.languageHindi
          : PROFILE_MESSAGES.languageEnglish
        : body.reminder_emails === undefined
          ? PROFILE_MESSAGES.detailsSaved
          : body.reminder_emails
            ? PROFILE_MESSAGES.reminderOn
            : PROFILE_MESSAGES.reminderOff;
    return HttpResponse.json({ success: true, message, profile: current });
  }),
  http.post(`${url}/email`, async ({ request }) => {
    const body = (await request.json()) as { email: string };
    sent.push({ method: 'POST', path: 'email', body });
    if (body.email === 'taken@example.com')
      return HttpResponse.json(
        {
          success: false,
          message: PROFILE_MESSAGES.emailTaken,
          errors: { email: PROFILE_MESSAGES.emailTaken },
        },
        { status: 409 },
      );
    current = { ...current, pending_email: body.email };
    return HttpResponse.json({ success: true, message: PROFILE_MESSAGES.emailChangeSent });
  }),
  http.put(`${url}/password`, async ({ request }) => {
    const body = (await request.json()) as { current_password: string };
    sent.push({ method: 'PUT', path: 'password', body });
    if (body.current_password !== 'Secret12')
      return HttpResponse.json(
        {
          success: false,
          message: PROFILE_MESSAGES.currentPasswordWrong,
          errors: { current_password: PROFILE_MESSAGES.currentPasswordWrong },
        },
        { status: 400 },
      );
    return HttpResponse.json({ success: true, message: PROFILE_MESSAGES.passwordChanged });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  current = { ...profile };
  whatsapp = { on: false, changed_at: null, source: null };
  sent = [];
  sessionStorage.clear();
  sessionStorage.setItem(
    'user',
    JSON.stringify({ id: 7, fullname: 'Meera Iyer', name: 'Meera Iyer', paymentstatus: 'completed' }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const user = () => userEvent.setup({ delay: null });
const form = (name: string) => screen.getByRole('form', { name });

describe('her profile page', () => {
  it('shows a loading state, then her details, with no axe violations', async () => {
    const { container } = renderPage(<ProfileScreen />);
    expect(screen.getByRole('status')).toHaveTextContent(PROFILE_SCREEN_MESSAGES.loading);
    expect(await screen.findByRole('textbox', { name: /Full name/ })).toHaveValue('Meera Iyer');
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveValue('9876543210');
    expect(form('Change your e-mail address')).toHaveTextContent('You log in with meera@example.com.');
    expect(screen.getByRole('switch', { name: /Session reminders by e-mail: off/ })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when the profile cannot be loaded, and tries again', async () => {
    let fail = true;
    server.use(
      http.get(url, () =>
        fail
          ? HttpResponse.json(
              { success: false, message: 'You can only access your own account.' },
              { status: 403 },
            )
          : HttpResponse.json({ success: true, profile: current }),
      ),
    );
    const u = user();
    renderPage(<ProfileScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only access your own account.');
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /Full name/ })).toBeInTheDocument();
  });

  it('checks name and phone with the registration rules before saving, then saves and greets her by the new name', async () => {
    const u = user();
    renderPage(<ProfileScreen />);
    const name = await screen.findByRole('textbox', { name: /Full name/ });
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    await u.clear(name);
    await u.type(name, '9Meera');
    await u.clear(phone);
    await u.type(phone, '98765');
    await u.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(MESSAGES.nameStartsWithDigit)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.phoneTenDigits)).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(sent).toEqual([]);
    await u.clear(name);
    await u.type(name, 'Meera Krishnan');
    await u.clear(phone);
    await u.type(phone, '9123456780');
    await u.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await within(form('Your details')).findByRole('status')).toHaveTextContent(
      PROFILE_MESSAGES.detailsSaved,
    );
    expect(sent).toEqual([
      { method: 'PUT', path: 'profile', body: { fullname: 'Meera Krishnan', phone_number: '9123456780' } },
    ]);
    expect(getStoredUser()).toMatchObject({ fullname: 'Meera Krishnan', name: 'Meera Krishnan' });
  });

  it('puts a server refusal on its field (a phone number in use)', async () => {
    server.use(
      http.put(url, () =>
        HttpResponse.json(
          {
            success: false,
            message: PROFILE_MESSAGES.phoneTaken,
            errors: { phone_number: PROFILE_MESSAGES.phoneTaken },
          },
          { status: 409 },
        ),
      ),
    );
    const u = user();
    renderPage(<ProfileScreen />);
    await u.click(await screen.findByRole('button', { name: 'Save details' }));
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(expect.stringContaining(PROFILE_MESSAGES.phoneTaken)),
    );
  });

  it('asks for the new e-mail address to be confirmed, and shows it as pending', async () => {
    const u = user();
    renderPage(<ProfileScreen />);
    const email = await screen.findByRole('textbox', { name: /New e-mail address/ });
    await u.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await u.type(email, 'not-an-address');
    await u.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    await u.clear(email);
    await u.type(email, 'taken@example.com');
    await u.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(PROFILE_MESSAGES.emailTaken)).toBeInTheDocument();
    await u.clear(email);
    await u.type(email, 'meera.new@example.com');
    await u.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    const box = form('Change your e-mail address');
    expect(await within(box).findByRole('status')).toHaveTextContent(PROFILE_MESSAGES.emailChangeSent);
    expect(await within(box).findByText('meera.new@example.com')).toBeInTheDocument();
    // Still the old address until she opens the link.
    expect(box).toHaveTextContent('You log in with meera@example.com.');
  });

  it('changes the password only with the right current one and a new one under the rules', async () => {
    const u = user();
    renderPage(<ProfileScreen />);
    const box = await screen.findByRole('form', { name: 'Change your password' });
    const currentField = within(box).getByLabelText(/Current password/);
    const next = within(box).getByLabelText(/^New password/);
    const again = within(box).getByLabelText(/Confirm new password/);
    await u.click(within(box).getByRole('button', { name: 'Change password' }));
    expect(await within(box).findByText(PROFILE_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    await u.type(currentField, 'Wrong123');
    await u.type(next, 'secret34');
    await u.type(again, 'secret35');
    await u.click(within(box).getByRole('button', { name: 'Change password' }));
    expect(await within(box).findByText(MESSAGES.passwordUpper)).toBeInTheDocument();
    expect(within(box).getByText(RESET_MESSAGES.passwordsDiffer)).toBeInTheDocument();
    await u.clear(next);
    await u.type(next, 'Secret34');
    await u.clear(again);
    await u.type(again, 'Secret34');
    await u.click(within(box).getByRole('button', { name: 'Change password' }));
    expect(await within(box).findByText(PROFILE_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    await u.clear(currentField);
    await u.type(currentField, 'Secret12');
    await u.click(within(box).getByRole('button', { name: 'Change password' }));
    expect(await within(box).findByRole('status')).toHaveTextContent(PROFILE_MESSAGES.passwordChanged);
    expect(currentField).toHaveValue('');
  });

  it('turns session reminders on and off by keyboard, saying which way it is', async () => {
    const u = user();
    renderPage(<ProfileScreen />);
    const toggle = await screen.findByRole('switch', { name: /Session reminders by e-mail/ });
    // The switch says what it governs: the mail and the notification the evening before each class.
    expect(toggle).toHaveAccessibleDescription(
      /6 PM India time on the evening before each live session.*Notifications\. Turn this off to stop both/,
    );
    toggle.focus();
    await u.keyboard('{Enter}');
    expect(await screen.findByText(PROFILE_MESSAGES.reminderOn)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: /Session reminders/ })).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByRole('switch', { name: /Session reminders/ })).toHaveAccessibleName(/on$/);
    await u.keyboard(' ');
    expect(await screen.findByText(PROFILE_MESSAGES.reminderOff)).toBeInTheDocument();
    expect(sent.map((s) => s.body)).toEqual([{ reminder_emails: true }, { reminder_emails: false }]);
  });

  it('WhatsApp messages: off until she switches them on, with the number, what she gets and the words she agrees to', async () => {
    const u = user();
    const { container } = renderPage(<ProfileScreen />);
    const toggle = await screen.findByRole('switch', { name: 'WhatsApp messages: off' });
    const card = screen.getByTestId('whatsapp-card');
    expect(toggle).toHaveAccessibleDescription(/Messages go to \+91 98765 43210.*a reminder an hour before each class/);
    expect(within(card).getByTestId('whatsapp-consent')).toHaveTextContent(`By switching them on you agree: “${consentText}”`);
    toggle.focus();
    await u.keyboard('{Enter}');
    expect(await within(card).findByRole('status')).toHaveTextContent('WhatsApp messages are on. Reply STOP on WhatsApp');
    expect(screen.getByRole('switch', { name: 'WhatsApp messages: on' })).toHaveAttribute('aria-checked', 'true');
    expect(card).toHaveTextContent('On since 1 December 2026. Reply STOP on WhatsApp, or switch them off here');
    expect(within(card).queryByTestId('whatsapp-consent')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
    await u.keyboard(' ');
    expect(await within(card).findByText(/WhatsApp messages are off\./)).toBeInTheDocument();
    expect(sent.filter((s) => s.path === 'whatsapp').map((s) => s.body)).toEqual([{ on: true }, { on: false }]);
  });

  it('shows when she replied STOP on WhatsApp', async () => {
    whatsapp = { on: false, changed_at: '2026-12-02T05:00:00Z', source: 'whatsapp' };
    renderPage(<ProfileScreen />);
    const card = await screen.findByTestId('whatsapp-card');
    expect(await within(card).findByText(/You replied STOP on WhatsApp on 2 December 2026/)).toBeInTheDocument();
  });

  it('says so when her WhatsApp choice cannot be read, and reads it again', async () => {
    let fail = true;
    server.use(
      http.get(`${TEST_API}/api/student/whatsapp`, () =>
        fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ success: true, data: whatsappView() }),
      ),
    );
    const u = user();
    renderPage(<ProfileScreen />);
    const card = await screen.findByTestId('whatsapp-card');
    expect(await within(card).findByRole('alert')).toHaveTextContent('We could not load your WhatsApp choice.');
    fail = false;
    await u.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByRole('switch', { name: 'WhatsApp messages: off' })).toBeInTheDocument();
  });

  it('keeps the switch busy while the choice is saved', async () => {
    server.use(
      http.put(url, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const u = user();
    renderPage(<ProfileScreen />);
    await u.click(await screen.findByRole('switch', { name: /Session reminders/ }));
    expect(screen.getByRole('switch', { name: /Session reminders/ })).toBeDisabled();
  });

  describe('her language', () => {
    beforeEach(() => {
      document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
    });

    it('shows English / हिन्दी with her saved one chosen, and saves हिन्दी by keyboard', async () => {
      const user = userEvent.setup();
      const { container } = renderPage(<ProfileScreen />);
      const group = await screen.findByRole('group', { name: 'Language for your pages and e-mails' });
      const english = within(group).getByRole('radio', { name: 'English' });
      const hindi = within(group).getByRole('radio', { name: 'हिन्दी' });
      expect(english).toBeChecked();
      expect(hindi).not.toBeChecked();
      expect(hindi.closest('label')).toHaveAttribute('lang', 'hi');
      english.focus();
      await user.keyboard('{ArrowRight}');
      expect(await screen.findByText(PROFILE_MESSAGES.languageHindi)).toHaveAttribute('role', 'status');
      expect(sent).toEqual([{ method: 'PUT', path: 'profile', body: { language: 'hi' } }]);
      expect(within(group).getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
      // Her pages follow at once, and the signed-in user remembers it.
      expect(document.cookie).toContain('aarohi_lang=hi');
      expect(getStoredUser()?.language).toBe('hi');
      expect(await axe(container)).toHaveNoViolations();

      await user.click(within(group).getByRole('radio', { name: 'English' }));
      expect(await screen.findByText(PROFILE_MESSAGES.languageEnglish)).toBeInTheDocument();
      expect(sent.at(-1)).toEqual({ method: 'PUT', path: 'profile', body: { language: 'en' } });
      expect(document.cookie).toContain('aarohi_lang=en');
    });

    it('follows her choice of Hindi: cards, labels and the rules\' messages', async () => {
      document.cookie = 'aarohi_lang=hi; Path=/';
      const user = userEvent.setup();
      renderPage(
        <FollowPreferredLanguage>
          <ProfileScreen />
        </FollowPreferredLanguage>,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'आपकी जानकारी' })).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'आपके पेज और ईमेल की भाषा' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
      expect(await screen.findByText('कृपया अपना अभी का पासवर्ड लिखें')).toBeInTheDocument();
      expect(screen.getByText('कृपया नया पासवर्ड दोबारा लिखें')).toBeInTheDocument();
      document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
    });

    it('says so when the language cannot be saved, and keeps her saved one chosen', async () => {
      server.use(http.put(url, () => HttpResponse.json({ success: false, message: 'Server error' }, { status: 500 })));
      const user = userEvent.setup();
      renderPage(<ProfileScreen />);
      const group = await screen.findByRole('group', { name: 'Language for your pages and e-mails' });
      await user.click(within(group).getByRole('radio', { name: 'हिन्दी' }));
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
      expect(document.cookie).not.toContain('aarohi_lang=hi');
    });
  });
});
