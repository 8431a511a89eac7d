import { composeStories } from '@storybook/react-webpack5';
import { render, screen } from '@testing-library/react';
import { itHasNoAxeViolations } from '../internal/testing';
import { contrastRatio } from './Foundations';
import * as stories from './Foundations.stories';

const all = composeStories(stories);

describe('Foundations pages', () => {
  it('draw every colour token and icon', () => {
    render(<all.Colours />);
    expect(screen.getByText('primary')).toBeInTheDocument();
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
  });
  it('list the icons', () => {
    render(<all.IconGallery />);
    expect(screen.getByText('MapPinIcon')).toBeInTheDocument();
  });
  itHasNoAxeViolations(all);
});
