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

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  args: { tone: 'error', children: 'Failed to load dashboard data. Please try again.' },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { render: (args) => <Dismissible {...args} /> };
export const ErrorBanner: Story = { name: 'Error (dismissible)', render: (args) => <Dismissible {...args} /> };
export const Success: Story = { args: { tone: 'success', title: 'Documents uploaded', children: 'Your resume and experience letter are saved.' } };
export const Info: Story = { args: { tone: 'info', children: 'Registrations for the 2025 batches are open.' } };
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Documents not uploaded',
    children: 'Please upload your resume and experience letter',
    action: <Button size="sm" variant="secondary">Upload now</Button>,
  },
};
