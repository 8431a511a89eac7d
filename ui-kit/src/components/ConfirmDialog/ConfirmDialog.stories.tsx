import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Complete this batch?',
    message: 'Marking “AI Basics — Batch 7” as Completed cannot be undone. Students keep access to recordings.',
    confirmLabel: 'Complete',
    cancelLabel: 'Cancel',
    onConfirm: () => {},
    onCancel: () => {},
  },
  parameters: { docs: { story: { inline: false, height: '320px' } } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Loading: Story = { args: { loading: true } };
export const PrimaryTone: Story = { args: { tone: 'primary', title: 'Start this batch?', message: 'Students will see it as Active.', confirmLabel: 'Start' } };
