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
});
