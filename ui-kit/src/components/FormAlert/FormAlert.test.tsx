import { createRef } from 'react';
import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { itHasNoAxeViolations, renderWithTheme } from '../../internal/testing';
import { FormAlert } from './FormAlert';
import * as stories from './FormAlert.stories';

const all = composeStories(stories);

describe('FormAlert', () => {
  it('announces a failure as an alert and a success as a status', () => {
    render(<all.Playground />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
    render(<all.Success />);
    expect(screen.getByRole('status')).toHaveTextContent('Ticket created successfully!');
  });

  it('can take focus when it replaces a form', () => {
    const ref = createRef<HTMLParagraphElement>();
    renderWithTheme(
      <FormAlert role="status" tone="success" tabIndex={-1} ref={ref}>
        Check your inbox
      </FormAlert>,
    );
    ref.current!.focus();
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('shows success in a different colour from failure', () => {
    renderWithTheme(
      <>
        <FormAlert role="alert">Failed</FormAlert>
        <FormAlert role="status" tone="success">
          Sent
        </FormAlert>
      </>,
    );
    expect(getComputedStyle(screen.getByRole('alert')).color).not.toBe(
      getComputedStyle(screen.getByRole('status')).color,
    );
  });

  itHasNoAxeViolations(all);
});
