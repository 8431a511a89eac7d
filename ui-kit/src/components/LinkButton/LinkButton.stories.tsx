import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { VideoIcon } from '../Icons/Icons';
import { LinkButton } from './LinkButton';

const docs = `A link that looks like a \`Button\`: for calls to action that go somewhere.

**Use it for** "Register Now", "View course", links to another route or an external site (\`external\` opens a new tab safely).

**Don't use it for** actions that change data (use \`Button\`).

**Accessibility.** A real \`<a href>\`: Enter follows it, middle-click opens a tab. \`external\` adds \`rel="noopener noreferrer"\` and says "opens in a new tab" to screen readers. \`renderLink\` lets apps render the router's \`<Link>\`.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Components/LinkButton',
  component: LinkButton,
  args: { href: '/register', children: 'Register Now', variant: 'primary', size: 'md' },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof LinkButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Secondary: Story = { args: { href: '/course', variant: 'secondary', children: 'View More' } };
export const External: Story = {
  args: {
    href: 'https://meet.example.com/abc',
    external: true,
    size: 'sm',
    children: (
      <>
        <VideoIcon /> Join Meeting
      </>
    ),
  },
};
export const WithRenderLink: Story = {
  args: {
    href: '/dashboard',
    children: 'Go to Dashboard',
    renderLink: ({ href, className, children, onClick }) => (
      <a href={href} className={className} onClick={onClick} data-router-link="">
        {children}
      </a>
    ),
  },
};
