import { composeStories } from '@storybook/react-webpack5';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itHasNoAxeViolations } from '../../internal/testing';
import * as stories from './Carousel.stories';

const all = composeStories(stories);
const slide = () => screen.getByRole('group', { name: /of 3/ });

describe('Carousel', () => {
  afterEach(() => jest.useRealTimers());

  it('advances every 3 s and wraps around', () => {
    jest.useFakeTimers();
    render(<all.Playground />);
    expect(slide()).toHaveTextContent('Ananya');
    act(() => jest.advanceTimersByTime(3000));
    expect(slide()).toHaveTextContent('Meera');
    act(() => jest.advanceTimersByTime(3000));
    expect(slide()).toHaveTextContent('Farah');
    act(() => jest.advanceTimersByTime(3000));
    expect(slide()).toHaveTextContent('Ananya');
  });

  it('pauses on hover and resumes on leave', () => {
    jest.useFakeTimers();
    render(<all.Playground />);
    const region = screen.getByRole('region', { name: 'Testimonials' });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(9000));
    expect(slide()).toHaveTextContent('Ananya');
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(3000));
    expect(slide()).toHaveTextContent('Meera');
  });

  it('pauses while focus is inside', () => {
    jest.useFakeTimers();
    render(<all.Playground />);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => jest.advanceTimersByTime(9000));
    expect(slide()).toHaveTextContent('Ananya');
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    act(() => jest.advanceTimersByTime(3000));
    expect(slide()).toHaveTextContent('Meera');
  });

  it('moves with previous/next (wrapping) and dots, by keyboard', async () => {
    render(<all.NoAutoPlay />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(slide()).toHaveTextContent('Farah');
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slide()).toHaveTextContent('Ananya');
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(slide()).toHaveTextContent('Meera');
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows the loading text while loading', () => {
    render(<all.Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading testimonials...');
  });

  itHasNoAxeViolations(all);
});
