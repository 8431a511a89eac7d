import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FilePicker } from './FilePicker';

/** An example rule, as an app would pass one (the product's own lives in @ai-women/contracts). */
const pdfUnder2Mb = (file: File) =>
  !/\.pdf$/i.test(file.name)
    ? 'Choose a PDF file'
    : file.size > 2 * 1024 * 1024
      ? 'Choose a file under 2 MB'
      : undefined;

const docs = `A labelled file input with a visible button, the chosen file's name, a hint, and a remove button.

**Use it for** uploading documents (resume, experience letter).

**Don't use it for** several files at once or images that need a preview.

**Accessibility.** A native \`<input type="file">\` with a \`<label>\`, so Enter/Space open the file chooser; the file name, hint and error are linked with \`aria-describedby\`. The remove button is keyboard reachable and named after the file. The app passes its own rule (\`validate\`) and message — the kit holds none.

Every variant below is a story: open it in the sidebar for its controls and the Accessibility panel.`;

const meta = {
  tags: ['autodocs'],
  title: 'Forms/FilePicker',
  component: FilePicker,
  args: {
    label: 'Resume',
    hint: 'PDF only, max 2 MB',
    validate: pdfUnder2Mb,
    required: true,
    name: 'resume',
  },
  parameters: { docs: { description: { component: docs } } },
} satisfies Meta<typeof FilePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithExistingFile: Story = {
  args: { label: 'Experience letter', fileName: 'experience-letter.pdf', required: false },
};
export const WithError: Story = { args: { error: 'Resume is required' } };
export const LongFileName: Story = {
  args: { fileName: 'priya-sharma-resume-2025-final-version-updated-with-new-projects.pdf' },
};
export const Disabled: Story = { args: { disabled: true } };
