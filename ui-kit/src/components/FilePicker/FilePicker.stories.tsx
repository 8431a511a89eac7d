import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FilePicker } from './FilePicker';

/** An example rule, as an app would pass one (the product's own lives in @ai-women/contracts). */
const pdfUnder2Mb = (file: File) =>
  !/\.pdf$/i.test(file.name) ? 'Choose a PDF file' : file.size > 2 * 1024 * 1024 ? 'Choose a file under 2 MB' : undefined;

const meta = {
  title: 'Forms/FilePicker',
  component: FilePicker,
  args: { label: 'Resume', hint: 'PDF only, max 2 MB', validate: pdfUnder2Mb, required: true, name: 'resume' },
} satisfies Meta<typeof FilePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithExistingFile: Story = { args: { label: 'Experience letter', fileName: 'experience-letter.pdf', required: false } };
export const WithError: Story = { args: { error: 'Resume is required' } };
export const LongFileName: Story = { args: { fileName: 'priya-sharma-resume-2025-final-version-updated-with-new-projects.pdf' } };
export const Disabled: Story = { args: { disabled: true } };
