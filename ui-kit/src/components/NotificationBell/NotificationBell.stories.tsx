import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NotificationBell } from './NotificationBell';

const items = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  message: i === 0 ? 'Batch 7 meeting link updated: join at 7:00 PM today' : `Session ${i + 3} recording is now available`,
  meta: `${i + 1}h ago`,
  unread: i < 3,
}));

const docs = `A bell button with an unread count that opens a list of recent notifications.

**Use it for** the tutor portal and student area headers.

**Don't use it for** a full notification history (give it its own page).

**Accessibility.** A \`<button>\` with \`aria-expanded\`/\`aria-controls\`, named with the count ("Notifications, 3 new"). The panel is a labelled region; Escape closes it and returns focus to the bell.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Components/NotificationBell',
  component: NotificationBell,
  args: { items, title: 'Recent Notifications', emptyText: 'No new notifications', align: 'left' },
  decorators: [(Story) => <div style={{ minHeight: '22rem' }}>{Story()}</div>],
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Empty: Story = { args: { items: [] } };
export const ManyUnread: Story = { args: { count: 120 } };
