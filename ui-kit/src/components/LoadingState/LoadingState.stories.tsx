import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LoadingState } from './LoadingState';

const docs = `A spinner with a short text while data loads.

**Use it for** a section or page waiting for its first data.

**Don't use it for** a button's own wait (use \`Button loading\`) or waits under 300 ms.

**Accessibility.** A polite \`role="status"\` live region, so the text is announced once; the spinner is decorative and stops under \`prefers-reduced-motion\`.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Feedback/LoadingState',
  component: LoadingState,
  args: { text: 'Loading dashboard...', size: 'md' },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof LoadingState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Small: Story = { args: { text: 'Loading testimonials...', size: 'sm' } };
export const FullHeight: Story = { args: { text: 'Loading batches...', fullHeight: true } };
