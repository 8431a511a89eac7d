import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NoticeMarquee } from './NoticeMarquee';

const docs = `A strip of scrolling announcements with a pause/play button.

**Use it for** one short, time-bound announcement across the public site.

**Don't use it for** important information (moving text is easy to miss) or more than one line of content.

**Accessibility.** The pause button is a toggle (\`aria-pressed\`) and comes first; motion stops on hover, on focus and with \`prefers-reduced-motion\`. The duplicated text used for the loop is hidden from screen readers.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Components/NoticeMarquee',
  component: NoticeMarquee,
  args: {
    label: 'Announcement',
    children: 'Registrations for the January 2027 batches are open — join the 4-week AI course for women. Seats are limited!',
    duration: 25,
  },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof NoticeMarquee>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithLink: Story = {
  args: {
    children: (
      <>
        Registrations for January 2027 are open — <a href="/register">Register Now</a>
      </>
    ),
  },
};
export const Slow: Story = { args: { duration: 60 } };
