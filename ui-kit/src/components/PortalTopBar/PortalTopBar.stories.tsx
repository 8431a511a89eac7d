import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { PortalTopBar, type PortalTopBarProps } from './PortalTopBar';

function Stateful(props: PortalTopBarProps) {
  const [open, setOpen] = useState(props.menuOpen);
  return (
    <PortalTopBar
      {...props}
      menuOpen={open}
      onMenuToggle={() => {
        setOpen((o) => !o);
        props.onMenuToggle();
      }}
    />
  );
}

const meta = {
  title: 'Navigation/PortalTopBar',
  component: PortalTopBar,
  render: (args) => (
    <>
      <Stateful {...args} />
      <nav id="portal-sidebar" aria-label="Portal (stand-in for the Sidebar)" hidden />
    </>
  ),
  args: { title: 'Aarohi Tutor', menuOpen: false, onMenuToggle: () => {}, profileHref: '/tutorprofilepage', menuControls: 'portal-sidebar' },
  parameters: { layout: 'fullscreen', docs: { description: { component: 'Shown at 768 px and below; switch the viewport to Mobile 375 or Tablet 768.' } } },
} satisfies Meta<typeof PortalTopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const MenuOpen: Story = { args: { menuOpen: true } };
export const LongTitle: Story = { args: { title: 'My Support Tickets — Aarohi tutor portal for women in AI' } };
