import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export type StatTone = 'plum' | 'coral' | 'teal' | 'saffron';

export interface StatCardProps extends HTMLAttributes<HTMLDivElement> {
  /** What is counted, e.g. "Total Batches". */
  label: ReactNode;
  value: ReactNode;
  /** A second line, e.g. "3 open". */
  sublabel?: ReactNode;
  icon?: ReactNode;
  tone?: StatTone;
}

const toneColours = {
  plum: ['plum100', 'plum600'],
  coral: ['coral100', 'coral600'],
  teal: ['teal100', 'teal700'],
  saffron: ['saffron100', 'warning'],
} as const;

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  min-width: 0;
`;

const IconWrap = styled.div<{ $tone: StatTone }>`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[toneColours[$tone][0]]};
  color: ${({ theme, $tone }) => theme.colors[toneColours[$tone][1]]};
  svg {
    width: 24px;
    height: 24px;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Label = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.plum900};
  font-variant-numeric: tabular-nums;
`;

const Sub = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A number with a label: Total Batches, Active Students, Completed Courses. */
export function StatCard({ label, value, sublabel, icon, tone = 'plum', ...rest }: StatCardProps) {
  return (
    <Root {...rest}>
      {icon && <IconWrap $tone={tone}>{icon}</IconWrap>}
      <Text>
        <Label>{label}</Label>
        <Value>{value}</Value>
        {sublabel && <Sub>{sublabel}</Sub>}
      </Text>
    </Root>
  );
}
