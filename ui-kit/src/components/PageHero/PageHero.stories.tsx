import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LinkButton } from '../LinkButton/LinkButton';
import { PageHero } from './PageHero';

const Illustration = () => (
  <svg viewBox="0 0 320 240" role="img" aria-label="A woman working on a laptop with AI sparkles">
    <circle cx="230" cy="70" r="50" fill="#f4b740" opacity="0.9" />
    <rect x="60" y="120" width="180" height="100" rx="14" fill="#fde9e4" />
    <rect x="80" y="136" width="140" height="68" rx="8" fill="#4b1d5c" />
    <circle cx="120" cy="86" r="30" fill="#e0684f" />
    <path d="M70 180c10-40 90-40 100 0" fill="#8a3ea6" />
    <path d="M250 150l8 16 16 8-16 8-8 16-8-16-16-8 16-8z" fill="#fff4dc" />
  </svg>
);

const docs = `The top block of a page: eyebrow, title, lede, actions and an optional illustration, in brand or light tones.

**Use it for** the first section of public pages.

**Don't use it for** headings inside a page (use a heading) or repeated banners.

**Accessibility.** The title is the page's \`h1\` by default (\`headingLevel\`). The illustration is decorative unless it carries meaning. Contrast of text on the brand tone meets AA.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Layout/PageHero',
  component: PageHero,
  args: {
    eyebrow: '4-week online course · ₹2,000',
    title: 'AI for Women: simple, practical, yours',
    lede: 'Learn the AI tools that save hours at home, at work and in your business — live, in small batches, taught by women.',
    actions: (
      <>
        <LinkButton href="/register" size="lg">
          Register Now
        </LinkButton>
      </>
    ),
    illustration: <Illustration />,
    tone: 'brand',
  },
  parameters: { docs: { description: { component: docs } }, layout: 'fullscreen' },
} satisfies Meta<typeof PageHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Light: Story = {
  args: { tone: 'light', eyebrow: 'About us', title: 'Meet Our Team', illustration: undefined, actions: undefined, align: 'center' },
};
export const LongTitle: Story = {
  args: { title: 'Wonder Women in AI & Tech: the stories of learners who turned four weeks into new careers and businesses' },
};
