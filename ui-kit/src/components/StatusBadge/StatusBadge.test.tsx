import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { itHasNoAxeViolations } from '../../internal/testing';
import { statusTone } from './StatusBadge';
import * as stories from './StatusBadge.stories';

const all = composeStories(stories);

describe('StatusBadge', () => {
  it('maps statuses to spec colours, case-insensitively', () => {
    expect(statusTone('Open')).toBe('info');
    expect(statusTone('in progress')).toBe('progress');
    expect(statusTone('RESOLVED')).toBe('success');
    expect(statusTone('Closed')).toBe('neutral');
    expect(statusTone('active')).toBe('success');
    expect(statusTone('Inactive')).toBe('warning');
    expect(statusTone('Completed')).toBe('completed');
  });
  it('draws unknown statuses in the Active style but shows their text', () => {
    render(<all.Unknown />);
    expect(screen.getByText('archived')).toBeInTheDocument();
    expect(statusTone('archived')).toBe(statusTone('Active'));
  });
  itHasNoAxeViolations(all);
});
