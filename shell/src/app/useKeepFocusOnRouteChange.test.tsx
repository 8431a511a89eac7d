import { useEffect, useRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useKeepFocusOnRouteChange } from '@ai-women/ui-kit';

/** What the new page finds focused when its own effects run (after the commit that drew it). */
let focusedWhenDrawn: Element | null = null;
function Support() {
  useEffect(() => {
    focusedWhenDrawn = document.activeElement;
  }, []);
  return <h1>Support</h1>;
}

function Frame() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useKeepFocusOnRouteChange(pathname, main);
  return (
    <>
      <nav>
        <Link to="/support">Support (kept)</Link>
      </nav>
      <main ref={main} tabIndex={-1} aria-label="Page">
        <Routes>
          <Route
            path="/"
            element={
              <>
                <Link to="/register/1">Enroll Now</Link> <Link to="/support">Support (goes)</Link>
              </>
            }
          />
          <Route path="/register/:id" element={<h1>Create your student account</h1>} />
          <Route path="/support" element={<Support />} />
        </Routes>
      </main>
    </>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Frame />
    </MemoryRouter>,
  );

describe('useKeepFocusOnRouteChange', () => {
  it('leaves focus alone on the first page', () => {
    renderAt('/');
    expect(document.body).toHaveFocus();
  });

  it('moves focus to <main> when the focused link went away with the old page', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Create your student account' })).toBeInTheDocument();
    expect(screen.getByRole('main', { name: 'Page' })).toHaveFocus();
  });

  it('keeps focus on a link that is still on the page', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Support (kept)' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Support (kept)' })).toHaveFocus();
  });

  it('has focus on <main> by the time the new page’s own effects run: it never rests on <body>', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Support (goes)' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(focusedWhenDrawn).toBe(screen.getByRole('main', { name: 'Page' }));
  });
});
