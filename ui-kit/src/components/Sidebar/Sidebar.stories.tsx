import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BookIcon, HelpIcon, HomeIcon, LogOutIcon, UploadIcon, UserIcon } from '../Icons/Icons';
import { Sidebar } from './Sidebar';

const tutorItems = [
  { label: 'Dashboard', href: '/tutordashboard', icon: <HomeIcon /> },
  { label: 'CV and documents', href: '/tutoruploads', icon: <UploadIcon /> },
  { label: 'Batches', href: '/batchespage', icon: <BookIcon /> },
  { label: 'Profile', href: '/tutorprofilepage', icon: <UserIcon /> },
  {
    label: 'Support',
    icon: <HelpIcon />,
    children: [
      { label: 'Create Ticket', href: '/tutorsupportticket' },
      { label: 'My Tickets', href: '/tutorsupportticketlist' },
    ],
  },
];

const docs = `The tutor portal's side navigation with groups, the current page, and a drawer on narrow screens.

**Use it for** the tutor portal's sections.

**Don't use it for** the public site (use \`NavBar\`).

**Accessibility.** A labelled \`nav\` with \`aria-current="page"\` on the current item; groups are buttons with \`aria-expanded\`. As a drawer it traps nothing: Escape and the close button close it and focus returns to the menu button.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Navigation/Sidebar',
  component: Sidebar,
  args: {
    items: tutorItems,
    activeHref: '/tutordashboard',
    label: 'Tutor portal',
    header: 'Aarohi',
    footer: (
      <button type="button">
        <LogOutIcon /> Logout
      </button>
    ),
  },
  parameters: { docs: { description: { component: docs } }, layout: 'fullscreen' },
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const SupportChildActive: Story = { args: { activeHref: '/tutorsupportticketlist' } };
export const DrawerOpen: Story = { args: { open: true, onClose: () => {}, id: 'portal-sidebar' } };
export const StudentArea: Story = {
  args: {
    label: 'Student area',
    activeHref: '/enrolled-courses',
    items: [
      { label: 'Dashboard', href: '/dashboard', icon: <HomeIcon /> },
      { label: 'Enrolled Courses', href: '/enrolled-courses', icon: <BookIcon /> },
      { label: 'Support', href: '/support', icon: <HelpIcon /> },
    ],
  },
};
