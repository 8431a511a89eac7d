import type { Meta, StoryObj } from '@storybook/react-webpack5';
import styled from 'styled-components';
import { Carousel } from './Carousel';

interface Testimonial {
  id: number;
  name: string;
  city: string;
  quote: string;
}

const testimonials: Testimonial[] = [
  { id: 1, name: 'Ananya R.', city: 'Pune', quote: 'I now write my boutique’s posts in minutes. The tutors were patient and kind.' },
  { id: 2, name: 'Meera K.', city: 'Kochi', quote: 'After 4 weeks I automated my tuition centre’s fee reminders. I never thought I could.' },
  { id: 3, name: 'Farah S.', city: 'Lucknow', quote: 'The career module helped me rewrite my resume. I got two interview calls in a week.' },
];

const Quote = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.plum900};
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
`;

const renderTestimonial = (t: Testimonial) => (
  <Quote>
    <blockquote>“{t.quote}”</blockquote>
    <figcaption>
      {t.name}, {t.city}
    </figcaption>
  </Quote>
);

const docs = `One slide at a time from a list, with previous/next buttons, dots and optional autoplay.

**Use it for** testimonials and galleries where a sample is enough and the visitor can browse.

**Don't use it for** content every visitor must see (most never move a carousel), or fewer than three slides.

**Accessibility.** A \`group\` with \`aria-roledescription="carousel"\`; previous/next and dots are labelled buttons. Autoplay stops on hover and focus and never runs with \`prefers-reduced-motion\`; the current slide is announced politely.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Components/Carousel',
  component: Carousel<Testimonial>,
  args: {
    label: 'Testimonials',
    items: testimonials,
    renderItem: renderTestimonial,
    getKey: (t: Testimonial) => t.id,
    interval: 3000,
    loadingText: 'Loading testimonials...',
  },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof Carousel<Testimonial>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { items: [], emptyText: 'No testimonials yet.' } };
export const SingleItem: Story = { args: { items: testimonials.slice(0, 1) } };
export const NoAutoPlay: Story = { args: { autoPlay: false } };
