import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NoticeMarquee } from './NoticeMarquee';

const meta = {
  title: 'Components/NoticeMarquee',
  component: NoticeMarquee,
  args: {
    label: 'Announcement',
    children: '🎉 Registrations for the 2025 batches are open — join the 4-week AI course for women. Seats are limited!',
    duration: 25,
  },
} satisfies Meta<typeof NoticeMarquee>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithLink: Story = {
  args: {
    children: (
      <>
        Registrations for 2025 are open — <a href="/register">Register Now</a>
      </>
    ),
  },
};
export const Slow: Story = { args: { duration: 60 } };
