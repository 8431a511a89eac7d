import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Container } from './Container';

const Filler = () => (
  <div style={{ padding: '1.5rem', background: '#f3e8f7', borderRadius: 10 }}>
    Content sits inside the container, centred with side gutters. Resize the viewport to see the gutters change at 768 px.
  </div>
);

const docs = `Centres content and limits its width: narrow, reading, default or full.

**Use it for** every page section, so lines stay readable at 1280 px and have side padding at 375 px.

**Don't use it for** spacing between items (use \`Stack\`) or columns (use \`Grid\`).

**Accessibility.** Layout only; pass \`as="section"\` or \`as="main"\` when the container is also a landmark.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Layout/Container',
  component: Container,
  args: { width: 'default', children: <Filler /> },
  parameters: { docs: { description: { component: docs } }, layout: 'fullscreen' },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Narrow: Story = { args: { width: 'narrow' } };
export const Reading: Story = { args: { width: 'reading' } };
