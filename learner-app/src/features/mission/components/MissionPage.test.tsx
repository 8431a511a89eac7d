import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderPage } from '../../../test/render';
import { MissionPage } from './MissionPage';

describe('What We Want to Achieve (/experts-blog)', () => {
  it('lists the five goals in order and links Back to Home', async () => {
    renderPage(<MissionPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'What We Want to Achieve' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Everyday efficiency',
      'Breaking technology barriers',
      'Financial independence',
      'Career growth',
      'Personal well-being',
    ]);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('What We Want to Achieve · Aarohi — AI for Women'));
  });

  it('goes home from Back to Home', async () => {
    const user = userEvent.setup();
    renderPage(<MissionPage />, { route: '/experts-blog', path: '/experts-blog' });
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(screen.getByTestId('navigated-elsewhere')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderPage(<MissionPage />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('speaks Hindi at /hi/experts-blog and goes back to the Hindi home', async () => {
    renderPage(<MissionPage />, { route: '/hi/experts-blog' });
    expect(screen.getByRole('heading', { level: 1, name: 'हम क्या हासिल करना चाहते हैं' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 2, name: 'आर्थिक आज़ादी' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर लौटें' })).toHaveAttribute('href', '/hi');
  });
});
