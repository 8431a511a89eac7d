import { useEffect, useRef } from 'react';
import styled from 'styled-components';

// TODO(ui-kit): swap for the kit's Modal once it is exported.
const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.scrim};
`;

const Box = styled.div`
  width: min(420px, 100%);
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  text-align: center;
  outline: none;
  h2 {
    margin: ${({ theme }) => `${theme.space[3]} 0 ${theme.space[2]}`};
    font-family: ${({ theme }) => theme.fonts.heading};
    color: ${({ theme }) => theme.colors.plum900};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Tick = styled.span`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.successBg};
  color: ${({ theme }) => theme.colors.success};
  font-size: 1.75rem;
`;

/** The success modal of spec 01 §2: shown for the 2 s before the dashboard opens. */
export function LoginSuccessDialog({ name }: { name: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Scrim>
      <Box ref={ref} role="dialog" aria-modal="true" aria-labelledby="login-success-title" aria-describedby="login-success-text" tabIndex={-1}>
        <Tick aria-hidden="true">✓</Tick>
        <h2 id="login-success-title">Login successful</h2>
        <p id="login-success-text">Welcome back, {name}! Taking you to your dashboard…</p>
      </Box>
    </Scrim>
  );
}
