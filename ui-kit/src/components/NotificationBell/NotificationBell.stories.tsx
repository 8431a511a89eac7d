import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NotificationBell } from './NotificationBell';

const items = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  message: i === 0 ? 'Batch 7 meeting link updated: join at 7:00 PM today' : `Session ${i + 3} recording is now available`,
  meta: `${i + 1}h ago`,
  unread: i < 3,
}));

const meta = {
  title: 'Components/NotificationBell',
  component: NotificationBell,
  args: { items, title: 'Recent Notifications', emptyText: 'No new notifications', align: 'left' },
  decorators: [(Story) => <div style={{ minHeight: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Empty: Story = { args: { items: [] } };
export const ManyUnread: Story = { args: { count: 120 } };
