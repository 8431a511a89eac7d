import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useIsClient } from '../../hooks/useIsClient/useIsClient';
import styled, { css, keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, announces busy state and blocks clicks (no double submission). */
  loading?: boolean;
  fullWidth?: boolean;
  children: ReactNode;
}

const sizes = {
  sm: css`padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`}; font-size: ${({ theme }) => theme.fontSizes.sm};`,
  md: css`padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`}; font-size: ${({ theme }) => theme.fontSizes.md};`,
  lg: css`padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`}; font-size: ${({ theme }) => theme.fontSizes.lg};`,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primaryHover}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.plum100}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: transparent;
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.plum100}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.white};
    border-color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled) { filter: brightness(0.9); }
  `,
};

export const buttonStyles = css<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
  &:disabled, &[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid transparent; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  ${({ theme }) => theme.media.reducedMotion} { transition: none; }
  & > svg { flex-shrink: 0; }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth?: boolean }>`
  ${buttonStyles}
`;

const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  ${({ theme }) => theme.media.reducedMotion} { animation-duration: 2.4s; }
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, fullWidth, disabled, children, type = 'button', onClick, ...rest },
  ref,
) {
  // In a server-rendered page a form's submit button waits for hydration: before it, a click (or
  // Enter in a field) would submit the form natively, putting its fields into the URL.
  const isClient = useIsClient();
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || (type === 'submit' && !isClient)}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading && <Spinner aria-hidden="true" />}
      {children}
    </StyledButton>
  );
});
