import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BookIcon, HelpIcon, HomeIcon, LogOutIcon, UploadIcon, UserIcon } from '../Icons/Icons';
import { Sidebar } from './Sidebar';

const tutorItems = [
  { label: 'Dashboard', href: '/tutordashboard', icon: <HomeIcon /> },
  { label: 'Upload Content', href: '/tutoruploads', icon: <UploadIcon /> },
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

const meta = {
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
  parameters: { layout: 'fullscreen' },
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
