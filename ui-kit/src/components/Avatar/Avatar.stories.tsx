import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Avatar } from './Avatar';

// An inline SVG portrait placeholder: no network.
const portrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#fde9e4"/><circle cx="48" cy="38" r="18" fill="#b8432f"/><path d="M14 96a34 34 0 0 1 68 0z" fill="#6a2c80"/></svg>',
  );

const docs = `A round picture of a person, falling back to her initial when there is no photo.

**Use it for** people in lists and cards: tutors, team members, testimonials, the signed-in user.

**Don't use it for** logos or illustrations (use an \`<img>\`), or status (use \`StatusBadge\`).

**Accessibility.** Named by \`name\` (\`aria-label\`); set \`decorative\` when the name is already written next to it so screen readers do not say it twice.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Priya Sharma', size: 'lg' },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithImage: Story = { args: { src: portrait } };
export const Fallback: Story = { args: { name: undefined } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
