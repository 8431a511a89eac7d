import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Avatar } from '../Avatar/Avatar';
import { HelpIcon, HomeIcon, LogOutIcon, UsersIcon } from '../Icons/Icons';
import { PortalTopBar } from '../PortalTopBar/PortalTopBar';
import { ScreenHeader } from '../ScreenHeader/ScreenHeader';
import { Sidebar } from '../Sidebar/Sidebar';
import { PortalLayout, SidebarBrand, SidebarIdentity } from './PortalLayout';

const docs = `The page of a signed-in portal (the tutor portal, the back office): the sidebar in a full-height plum column beside the screen on wide screens; at 768 px and below the top bar with its menu toggle, and the sidebar as a drawer. \`SidebarBrand\` and \`SidebarIdentity\` are the sidebar's brand line and who-is-signed-in block.

**Use it for** every screen behind a portal sign-in, so all of them share one frame.

**Don't use it for** public pages (they use the site header and footer in \`PageFrame\`).

**Accessibility.** It adds no landmark of its own: the Sidebar is the navigation landmark and the screen sits in the page's \`main\`.`;

function Example() {
  const [open, setOpen] = useState(false);
  return (
    <PortalLayout
      topBar={
        <PortalTopBar
          title="Aarohi Back Office"
          menuOpen={open}
          onMenuToggle={() => setOpen((v) => !v)}
          menuControls="story-sidebar"
        />
      }
      sidebar={
        <Sidebar
          id="story-sidebar"
          label="Back office"
          open={open}
          onClose={() => setOpen(false)}
          activeHref="/staff/tickets"
          items={[
            { label: 'Tickets', href: '/staff/tickets', icon: <HelpIcon /> },
            { label: 'Batches', href: '/staff/batches', icon: <HomeIcon /> },
            { label: 'People', href: '/staff/people', icon: <UsersIcon /> },
          ]}
          header={
            <SidebarBrand>
              Aarohi
              <small>BACK OFFICE</small>
            </SidebarBrand>
          }
          footer={
            <>
              <SidebarIdentity>
                <Avatar name="Anjali Rao" size="sm" decorative />
                <span>
                  <strong>Anjali Rao</strong>
                  Support · support@aarohi.example
                </span>
              </SidebarIdentity>
              <button type="button">
                <LogOutIcon /> Sign out
              </button>
            </>
          }
        />
      }
    >
      <ScreenHeader title="Tickets" description="Every question from students and tutors, newest first." />
    </PortalLayout>
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Layout/PortalLayout',
  component: PortalLayout,
  render: () => <Example />,
  args: { topBar: null, sidebar: null, children: null },
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
} satisfies Meta<typeof PortalLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BackOffice: Story = {};
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile' } },
  globals: { viewport: { value: 'mobile' } },
};
