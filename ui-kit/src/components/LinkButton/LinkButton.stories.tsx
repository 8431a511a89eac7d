import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { VideoIcon } from '../Icons/Icons';
import { LinkButton } from './LinkButton';

const meta = {
  title: 'Components/LinkButton',
  component: LinkButton,
  args: { href: '/register', children: 'Register Now', variant: 'primary', size: 'md' },
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
