import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderPage } from '../../../test/render';
import { FollowPreferredLanguage } from '@ai-women/web-core/i18n';
import { EnrolledCoursesScreen } from './EnrolledCoursesScreen';

describe('Enrolled courses', () => {
  it('shows module 1 of five, each session with tool focus and application (no axe violations)', async () => {
    const { container } = renderPage(<EnrolledCoursesScreen />, { route: '/enrolled-courses', path: '/enrolled-courses' });
    const modules = screen.getByRole('group', { name: 'Modules' });
    expect(modules.querySelectorAll('button')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Module 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Module 1: AI tools for everyday life' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.getAllByText('Tool focus')).toHaveLength(5);
    expect(screen.getAllByText('Application')).toHaveLength(5);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('the module buttons toggle the sessions', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<EnrolledCoursesScreen />, { route: '/enrolled-courses', path: '/enrolled-courses' });
    await user.click(screen.getByRole('button', { name: 'Module 4' }));
    expect(screen.getByRole('button', { name: 'Module 4' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Module 1' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Session 16: A resume that tells your story')).toBeInTheDocument();
    expect(screen.queryByText('Session 1: Meet your AI assistant')).not.toBeInTheDocument();
  });

  it('filters by the header search (?q=) and clears it', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<EnrolledCoursesScreen />, { route: '/enrolled-courses?q=Canva', path: '/enrolled-courses' });
    expect(screen.getByRole('heading', { name: 'Sessions matching “Canva”' })).toBeInTheDocument();
    expect(screen.getByText('2 sessions found')).toBeInTheDocument();
    expect(screen.getByText('Session 11: Designs in minutes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('group', { name: 'Modules' })).toBeInTheDocument();
  });

  it('says so when nothing matches', () => {
    renderPage(<EnrolledCoursesScreen />, { route: '/enrolled-courses?q=astrology', path: '/enrolled-courses' });
    expect(screen.getByText('0 sessions found')).toBeInTheDocument();
    expect(screen.getByText('No sessions match “astrology”')).toBeInTheDocument();
  });

  it("lists her course's own curriculum under its title", () => {
    renderPage(<EnrolledCoursesScreen courseTitle="AI for Your Career" curriculum="career" />, {
      route: '/enrolled-courses',
      path: '/enrolled-courses',
    });
    expect(screen.getByRole('heading', { name: 'AI for Your Career', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Your career map with an AI coach/)).toBeInTheDocument();
    expect(screen.queryByText(/Meet your AI assistant/)).not.toBeInTheDocument();
  });

  it('follows her choice of Hindi around the curriculum, which stays as written', async () => {
    document.cookie = 'aarohi_lang=hi; Path=/';
    try {
      renderPage(
        <FollowPreferredLanguage>
          <EnrolledCoursesScreen />
        </FollowPreferredLanguage>,
        { route: '/enrolled-courses?q=canva', path: '/enrolled-courses' },
      );
      expect(screen.getByRole('heading', { name: '“canva” से मिलते सेशन' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(/^\d+ सेशन (मिला|मिले)$/);
      expect(screen.getAllByText('मुख्य टूल').length).toBeGreaterThan(0);
      await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'खोज हटाएँ' }));
      expect(screen.getByRole('button', { name: 'मॉड्यूल 1' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('heading', { name: 'मॉड्यूल 1: AI tools for everyday life' })).toBeInTheDocument();
    } finally {
      document.cookie = 'aarohi_lang=; Path=/; Max-Age=0';
    }
  });

  describe('where she stands', () => {
    const batch = (status: string, extra: object = {}) => ({
      id: 7,
      name: 'Aarohi Career Evening Batch 2',
      status,
      timing: 'Mon-Sat 19:00-20:30',
      first_class: '2026-10-12',
      last_class: '2026-11-14',
      ...extra,
    });
    const standing = (stage: string, extra: object = {}) =>
      ({
        stage,
        batch: batch('Active'),
        attended: 0,
        held: 0,
        total: 25,
        required: 20,
        remaining: 0,
        short_by: 0,
        certificate_no: null,
        certificate_revoked: false,
        ...extra,
      }) as never;
    const show = (answer: unknown) =>
      renderPage(<EnrolledCoursesScreen courseTitle="AI for Your Career" curriculum="career" standing={answer as never} />, {
        route: '/enrolled-courses',
        path: '/enrolled-courses',
      });
    const card = () => screen.getByTestId('where-you-stand');

    it('a graduate: finished, with her certificate; never waiting (no axe violations)', async () => {
      const { container } = show(
        standing('graduated', { batch: batch('Completed'), attended: 20, held: 25, certificate_no: 'AAR-2026-000123' }),
      );
      expect(card()).toHaveTextContent(
        'You finished this course with Aarohi Career Evening Batch 2 on Sat, 14 Nov, 2026: you attended 20 of 25 sessions.',
      );
      expect(card()).toHaveTextContent('Your certificate AAR-2026-000123 is ready.');
      expect(screen.getByRole('link', { name: 'Open your certificate' })).toHaveAttribute('href', '/certificate');
      expect(card()).not.toHaveTextContent(/waiting|no open batch/i);
      expect(await axe(container)).toHaveNoViolations();
    });

    it('a graduate one short: what the certificate needed, no certificate offered', () => {
      show(standing('graduated_short', { batch: batch('Completed'), attended: 19, held: 25, short_by: 1 }));
      expect(card()).toHaveTextContent('you attended 19 of 25 sessions; the certificate needed 20.');
      expect(screen.getByRole('link', { name: 'About your certificate' })).toBeInTheDocument();
    });

    it('refunded, and waiting: the notice of no open batch only while waiting', () => {
      const refunded = show(standing('refunded', { batch: null }));
      expect(card()).toHaveTextContent('Your payment for this course was refunded');
      expect(card()).not.toHaveTextContent('no open batch');
      refunded.unmount();
      show(standing('waiting', { batch: null }));
      expect(screen.getByTestId('enrolled-waiting')).toHaveTextContent('There is no open batch of your course right now');
    });

    it('placed: her batch and first class; the certificate needs 20 of 25', () => {
      show(standing('placed', { batch: batch('Inactive', { first_class: '2026-12-07' }) }));
      expect(card()).toHaveTextContent('You are in Aarohi Career Evening Batch 2. Your first class is on Mon, 7 Dec, 2026, Mon-Sat 19:00-20:30 (India time).');
      expect(card()).toHaveTextContent('The certificate needs 20 of the 25 sessions.');
    });

    it('in her course: attended against 20 of 25, never "0 of 0" nor "enough" before she has it', () => {
      const first = show(standing('in_course', { attended: 8, held: 10, remaining: 12 }));
      expect(card()).toHaveTextContent('you have attended 8 of the 10 sessions held so far.');
      expect(screen.getByTestId('enrolled-needs')).toHaveTextContent('The certificate needs 20 of the 25 sessions: 12 more to go.');
      first.unmount();
      show(standing('in_course', { attended: 20, held: 21, remaining: 0 }));
      expect(screen.getByTestId('enrolled-needs')).toHaveTextContent('You have attended the 20 of 25 sessions the certificate needs.');
    });

    it('loading and failed: says so, and the curriculum still shows', () => {
      const loading = show('loading');
      expect(screen.getByRole('status')).toHaveTextContent('Loading where you stand…');
      loading.unmount();
      show('failed');
      expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
      expect(screen.getByRole('group', { name: 'Modules' })).toBeInTheDocument();
    });

    it('in Hindi', async () => {
      document.cookie = 'aarohi_lang=hi; path=/';
      renderPage(
        <FollowPreferredLanguage>
          <EnrolledCoursesScreen standing={standing('in_course', { attended: 8, held: 10, remaining: 12 })} />
        </FollowPreferredLanguage>,
        { route: '/enrolled-courses', path: '/enrolled-courses' },
      );
      expect(await screen.findByText(/अब तक हुए 10 सेशन में से आप 8 में आईं/)).toBeInTheDocument();
      expect(screen.getByText('सर्टिफ़िकेट के लिए 25 में से 20 सेशन ज़रूरी हैं: 12 और बाकी हैं।')).toBeInTheDocument();
      document.cookie = 'aarohi_lang=; max-age=0; path=/';
    });
  });
});
