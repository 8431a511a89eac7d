import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ThreadView } from './ThreadView';

const docs = `A conversation about one ticket: what the person wrote, then the school's replies, oldest first. The person's messages sit on the left on a white card, the staff's on the right on teal, each with its author and time.

**Use it for** ticket conversations: the student's *My tickets*, the tutor's *Ticket Details* and the back office's ticket detail.

**Don't use it for** notifications or chat-like live messaging (it neither polls nor scrolls to the end).

**Accessibility.** An ordered list named by \`label\`; each message starts with its author and a \`<time>\` element, so a screen reader hears who wrote what and when. Line breaks in a message are kept; long words wrap.`;

const meta = {
  tags: ['autodocs'],
  title: 'Data/ThreadView',
  component: ThreadView,
  args: {
    label: 'Conversation on ticket 14',
    messages: [
      {
        id: 1,
        author: 'Priya Sharma',
        role: 'requester',
        body: 'I missed session 3 because of a power cut. Is there a recording?',
        at: '17 Nov 2026, 10:00 am',
        dateTime: '2026-11-17T04:30:00.000Z',
      },
      {
        id: 2,
        author: 'Anjali Rao',
        role: 'staff',
        body: 'Yes — the recording is linked in your batch notes.\nThe exercises from that session are there too.',
        at: '17 Nov 2026, 1:40 pm',
        dateTime: '2026-11-17T08:10:00.000Z',
      },
      {
        id: 3,
        author: 'Priya Sharma',
        role: 'requester',
        body: 'Found it, thank you!',
        at: '17 Nov 2026, 6:05 pm',
        dateTime: '2026-11-17T12:35:00.000Z',
      },
    ],
  },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof ThreadView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};
export const Empty: Story = { args: { messages: [], emptyMessage: 'Waiting for support response...' } };
export const LongWords: Story = {
  args: {
    messages: [
      {
        id: 1,
        author: 'Kavya Menon',
        role: 'requester',
        body: 'The link https://meet.example/aarohi-batch-13-morning-recurring-room-for-the-whole-month does not open on my phone.',
        at: '20 Nov 2026, 9:15 am',
      },
      {
        id: 2,
        author: 'Meera Iyer',
        role: 'staff',
        body: 'நாங்கள் புதிய இணைப்பை அனுப்பியுள்ளோம். We have sent a new link; it works in the Meet app and in Chrome.',
        at: '20 Nov 2026, 11:00 am',
      },
    ],
  },
};
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile' } },
  globals: { viewport: { value: 'mobile' } },
};
