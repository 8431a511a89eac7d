import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PriorityBadge, StatusBadge } from './StatusBadge';

const docs = `A short status label with a colour: active, inactive, completed, open, resolved and others.

**Use it for** the status of a batch, a ticket or a payment next to its name.

**Don't use it for** actions (use \`Button\`) or long text.

**Accessibility.** The status is written out; colour only repeats it. Text on every badge colour meets AA contrast.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: 'Active', size: 'md' },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: '0.5rem', flexWrap: 'wrap' } as const;

export const Playground: Story = {};
export const BatchStatuses: Story = {
  render: (args) => (
    <div style={row}>
      {['Active', 'Inactive', 'Completed'].map((s) => (
        <StatusBadge key={s} {...args} status={s} />
      ))}
    </div>
  ),
};
export const TicketStatuses: Story = {
  render: (args) => (
    <div style={row}>
      {['Open', 'In Progress', 'Resolved', 'Closed'].map((s) => (
        <StatusBadge key={s} {...args} status={s} />
      ))}
    </div>
  ),
};
export const Unknown: Story = { args: { status: 'archived' } };
export const Small: Story = { args: { status: 'completed', size: 'sm' } };
export const Priorities: Story = {
  render: () => (
    <div style={row}>
      {['Low', 'Medium', 'High', 'Critical'].map((p) => (
        <PriorityBadge key={p} priority={p} />
      ))}
    </div>
  ),
};
