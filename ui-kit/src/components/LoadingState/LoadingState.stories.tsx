import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LoadingState } from './LoadingState';

const meta = {
  title: 'Feedback/LoadingState',
  component: LoadingState,
  args: { text: 'Loading dashboard...', size: 'md' },
} satisfies Meta<typeof LoadingState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Small: Story = { args: { text: 'Loading testimonials...', size: 'sm' } };
export const FullHeight: Story = { args: { text: 'Loading batches...', fullHeight: true } };
