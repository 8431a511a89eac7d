import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StatusMenu, type StatusMenuProps } from './StatusMenu';

const docs = `Changes a record's status: a button showing the current status as a badge, opening a menu of statuses. Statuses the workflow does not allow from here are shown disabled.

**Use it for** moving a ticket (Open → In Progress → Resolved → Closed) or a batch (Inactive → Active → Completed) in the back office.

**Don't use it for** filters (use \`Select\` or \`ToggleGroup\`) or choices in a form that is submitted later.

**Accessibility.** A menu button (\`aria-haspopup="menu"\`, \`aria-expanded\`); the menu's items are \`menuitemradio\` with \`aria-checked\`. Arrow keys, Home and End move, Enter or Space choose, Escape closes and puts focus back on the button. While a change saves, the button is disabled and \`aria-busy\`.`;

function Controlled(props: StatusMenuProps) {
  const [value, setValue] = useState(props.value);
  return (
    <StatusMenu
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  tags: ['autodocs'],
  title: 'Data/StatusMenu',
  component: StatusMenu,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Ticket status',
    value: 'In Progress',
    onChange: () => {},
    options: [
      { value: 'Open', disabled: true },
      { value: 'In Progress' },
      { value: 'Resolved' },
      { value: 'Closed', disabled: true },
    ],
  },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof StatusMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Saving: Story = { args: { busy: true } };
export const BatchStatus: Story = {
  args: {
    label: 'Batch status',
    value: 'Active',
    options: [{ value: 'Inactive', label: 'Inactive (pause)' }, { value: 'Active' }, { value: 'Completed' }],
  },
};
