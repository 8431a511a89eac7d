import { forwardRef, useState } from 'react';
import styled from 'styled-components';
import { iconButtonStyles } from '../../internal/styles';
import { EyeIcon, EyeOffIcon } from '@ai-women/ui-kit';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Start with the password visible. */
  defaultVisible?: boolean;
  showLabel?: string;
  hideLabel?: string;
}

const Toggle = styled.button`
  ${iconButtonStyles}
  width: 40px;
  height: 40px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { defaultVisible = false, showLabel = 'Show password', hideLabel = 'Hide password', autoComplete = 'current-password', ...rest },
  ref,
) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      ref={ref}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck={false}
      endAdornment={
        <Toggle type="button" aria-label={visible ? hideLabel : showLabel} onClick={() => setVisible((v) => !v)}>
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </Toggle>
      }
      {...rest}
    />
  );
});
