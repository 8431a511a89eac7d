import type { HTMLAttributes, Ref } from 'react';
import styled from 'styled-components';

export type FormAlertTone = 'danger' | 'success';

export interface FormAlertProps extends HTMLAttributes<HTMLParagraphElement> {
  /** danger: the form could not be sent; success: it was. */
  tone?: FormAlertTone;
  ref?: Ref<HTMLParagraphElement>;
}

const Message = styled.p<{ $tone: FormAlertTone }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme, $tone }) => theme.colors[$tone === 'danger' ? 'dangerBg' : 'successBg']};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * A form-level message under the fields: what the server said about the whole form. The caller sets
 * `role="alert"` (a failure she must hear now) or `role="status"` (a success), and may focus it.
 */
export function FormAlert({ tone = 'danger', ...rest }: FormAlertProps) {
  return <Message $tone={tone} {...rest} />;
}
