import type { Meta, StoryObj } from '@storybook/react-webpack5';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { UserIcon } from '../Icons/Icons';
import { LinkButton } from '../LinkButton/LinkButton';
import { NavBar } from './NavBar';

const Logo = styled.a`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.plum700};
  text-decoration: none;
  span {
    color: ${({ theme }) => theme.colors.coral600};
  }
`;

const ProfileLink = styled.a`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.plum100};
  color: ${({ theme }) => theme.colors.plum700};
`;

const links = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Course', href: '/course' },
  { label: 'Rise of Women', href: '/wonderwomen' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'Contact Us', href: '/contact' },
];

const auth = (
  <>
    <LinkButton href="/loginchoice" variant="secondary" size="sm">
      Login
    </LinkButton>
    <LinkButton href="/registerchoice" size="sm">
      Register
    </LinkButton>
  </>
);

const docs = `The public site's top navigation: brand, links, and actions; collapses into a menu below 768 px.

**Use it for** the header of public pages.

**Don't use it for** the tutor portal (use \`Sidebar\` and \`PortalTopBar\`).

**Accessibility.** A labelled \`nav\`; the current page has \`aria-current="page"\`. On small screens the menu button has \`aria-expanded\`/\`aria-controls\`, Escape closes the menu and returns focus to the button.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Navigation/NavBar',
  component: NavBar,
  args: {
    brand: (
      <Logo href="/">
        Aarohi<span>.</span>
      </Logo>
    ),
    links,
    activeHref: '/',
    authSlot: auth,
    sticky: false,
  },
  parameters: { docs: { description: { component: docs } }, layout: 'fullscreen' },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const LoggedInPaid: Story = {
  args: {
    authSlot: (
      <Button variant="secondary" size="sm">
        Logout
      </Button>
    ),
    profileSlot: (
      <ProfileLink href="/dashboard" aria-label="My dashboard">
        <UserIcon />
      </ProfileLink>
    ),
  },
};
export const WithDropdown: Story = {
  args: {
    links: [
      ...links.slice(0, 2),
      { label: 'Course', href: '/course', children: [{ label: 'AI Learning Pathway', href: '/course' }, { label: 'Experts blog', href: '/experts-blog' }] },
      ...links.slice(3),
    ],
  },
};
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile' } }, globals: { viewport: { value: 'mobile' } } };
