import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useEffect } from 'react';
import { Button } from '../Button/Button';
import { ToastProvider, useToast, type ToastProviderProps } from './Toast';

function Demo({ initial }: { initial?: 'success' | 'error' | 'long' }) {
  const toast = useToast();
  useEffect(() => {
    if (initial === 'success') toast.success('Profile updated successfully', { duration: 0 });
    if (initial === 'error') toast.error('Failed to load batches. Please try again.', { duration: 0 });
    if (initial === 'long')
      toast.info(
        'Your payment was recorded. We have e-mailed a confirmation with the session timings for your batch and the joining link.',
        { duration: 0 },
      );
  }, [initial, toast]);
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button onClick={() => toast.success('Ticket created successfully')}>Show success</Button>
      <Button variant="danger" onClick={() => toast.error('Something went wrong')}>
        Show error
      </Button>
    </div>
  );
}

type Args = Omit<ToastProviderProps, 'children'> & { initial?: 'success' | 'error' | 'long' };

const docs = `Short messages in the corner that confirm an action and go away on their own (\`ToastProvider\` + \`useToast\`).

**Use it for** confirmations after a submit ("Profile updated").

**Don't use it for** errors the visitor must act on (use \`Banner\` or the field's error) or anything she must read later.

**Accessibility.** Success toasts are polite status messages, errors are alerts; each has a labelled close button, pauses while hovered or focused, and stays long enough to read.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Feedback/Toast',
  component: ToastProvider,
  render: ({ initial, ...args }: Args) => (
    <ToastProvider {...args}>
      <Demo initial={initial} />
    </ToastProvider>
  ),
  args: { duration: 4000, children: null },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<Args & { children: null }>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Success: Story = { args: { initial: 'success' } };
export const Error: Story = { args: { initial: 'error' } };
export const LongText: Story = { args: { initial: 'long' } };
