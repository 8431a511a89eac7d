import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ConfirmDialog } from './ConfirmDialog';

const docs = `A small modal that asks "are you sure?" before an action that is hard to undo.

**Use it for** irreversible or costly actions: completing a batch, leaving with unsaved changes.

**Don't use it for** information (use \`Modal\` or \`Banner\`) or routine actions that can be undone.

**Accessibility.** Built on \`Modal\`: focus moves into the dialog and is trapped there, Escape and Cancel close it and focus returns to the control that opened it. The confirm button names the action ("Complete batch", not "OK").

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
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
  parameters: { docs: { description: { component: docs }, story: { inline: false, height: '320px' } } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Loading: Story = { args: { loading: true } };
export const PrimaryTone: Story = { args: { tone: 'primary', title: 'Start this batch?', message: 'Students will see it as Active.', confirmLabel: 'Start' } };
