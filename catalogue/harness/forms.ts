// What a Pages story does to a form, as a visitor would: by label, then the submit button.
import { userEvent, within } from 'storybook/test';

export async function fill(canvas: HTMLElement, label: string, value: string) {
  const field = await within(canvas).findByLabelText(label, { exact: true, selector: 'input, textarea' });
  await userEvent.clear(field);
  await userEvent.type(field, value, { delay: null });
}

export async function submit(canvas: HTMLElement, name: string) {
  await userEvent.click(within(canvas).getByRole('button', { name }));
}
