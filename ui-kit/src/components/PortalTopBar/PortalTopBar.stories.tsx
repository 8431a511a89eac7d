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

const docs = `The tutor portal's top bar: menu button on narrow screens, title, profile link.

**Use it for** every page of the tutor portal, with \`Sidebar\`.

**Don't use it for** the public site (use \`NavBar\`).

**Accessibility.** The menu button controls the sidebar (\`aria-expanded\`, \`aria-controls\`); the profile link is named. Long titles wrap rather than hide.

Shown at 768 px and below: switch the viewport to Mobile 375 or Tablet 768. Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Navigation/PortalTopBar',
  component: PortalTopBar,
  render: (args) => (
    <>
      <Stateful {...args} />
      <nav id="portal-sidebar" aria-label="Portal (stand-in for the Sidebar)" hidden />
    </>
  ),
  args: { title: 'Aarohi Tutor', menuOpen: false, onMenuToggle: () => {}, profileHref: '/tutorprofilepage', menuControls: 'portal-sidebar' },
  parameters: { layout: 'fullscreen', docs: { description: { component: docs } } },
} satisfies Meta<typeof PortalTopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const MenuOpen: Story = { args: { menuOpen: true } };
export const LongTitle: Story = { args: { title: 'My Support Tickets — Aarohi tutor portal for women in AI' } };
