// What a Pages story does to a form, as a visitor would: by label, then the submit button.
import { userEvent, within } from 'storybook/test';

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

export async function fill(canvas: HTMLElement, label: string, value: string) {
  const field = await within(canvas).findByLabelText(startsWith(label), { selector: 'input, textarea' });
  await userEvent.clear(field);
  await userEvent.type(field, value, { delay: null });
}

export async function submit(canvas: HTMLElement, name: string) {
  await userEvent.click(within(canvas).getByRole('button', { name }));
}
