import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Modal, type ModalProps } from './Modal';

function WithOpener(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const docs = `A dialog over the page, in three sizes, with a title, content and a close button.

**Use it for** details and short forms that keep the page behind them (ticket details, edit profile).

**Don't use it for** long flows or whole pages, or simple confirmations (use \`ConfirmDialog\`).

**Accessibility.** \`role="dialog"\` with \`aria-modal\`, labelled by its title. Focus moves in, Tab cycles inside, Escape and the labelled close button close it, and focus returns to the opener. The page behind does not scroll.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Overlays/Modal',
  component: Modal,
  render: (args) => <WithOpener {...args} />,
  args: {
    open: false,
    title: 'Ticket Details',
    onClose: () => {},
    children: (
      <>
        <p>Unable to open the session recording for Module 2.</p>
        <p>Waiting for support response...</p>
      </>
    ),
  },
  parameters: { docs: { description: { component: docs }, story: { inline: false, height: '420px' } } },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Open: Story = { args: { open: true } };
export const WithFooter: Story = {
  args: {
    open: true,
    title: 'Edit profile',
    footer: (
      <>
        <Button variant="ghost">Cancel</Button>
        <Button>Save Changes</Button>
      </>
    ),
  },
};
export const LongContent: Story = {
  args: {
    open: true,
    size: 'lg',
    title: 'About This Workshop',
    children: Array.from({ length: 12 }, (_, i) => (
      <p key={i}>
        Paragraph {i + 1}: women from twelve cities learned to use AI tools for marketing, writing and planning in this hands-on workshop.
      </p>
    )),
  },
};
