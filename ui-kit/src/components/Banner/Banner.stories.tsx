import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Banner, type BannerProps } from './Banner';

function Dismissible(props: BannerProps) {
  const [shown, setShown] = useState(true);
  if (!shown) return <Button onClick={() => setShown(true)}>Show banner again</Button>;
  return (
    <Banner
      {...props}
      onDismiss={() => {
        setShown(false);
        props.onDismiss?.();
      }}
    />
  );
}

const docs = `A message across the top of a section: an error, a success, a warning or information, optionally dismissible or with an action.

**Use it for** the result of a page-level action or a problem that affects the whole page (a load failed, documents saved).

**Don't use it for** field errors (the field shows its own), short confirmations that need no reading later (use \`Toast\`), or marketing.

**Accessibility.** Errors are announced (\`role="alert"\`); the dismiss button is a labelled \`<button>\` (\`dismissLabel\`). Colour is never the only signal: each tone has its own icon and a title.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Feedback/Banner',
  component: Banner,
  args: { tone: 'error', children: 'Failed to load dashboard data. Please try again.' },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { render: (args) => <Dismissible {...args} /> };
export const ErrorBanner: Story = { name: 'Error (dismissible)', render: (args) => <Dismissible {...args} /> };
export const Success: Story = { args: { tone: 'success', title: 'Documents uploaded', children: 'Your resume and experience letter are saved.' } };
export const Info: Story = { args: { tone: 'info', children: 'Registrations for the January 2027 batches are open.' } };
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Documents not uploaded',
    children: 'Please upload your resume and experience letter',
    action: <Button size="sm" variant="secondary">Upload now</Button>,
  },
};
