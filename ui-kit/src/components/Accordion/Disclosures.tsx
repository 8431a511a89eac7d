import type { ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing, reducedMotion } from '../../internal/styles';
import { ChevronDownIcon } from '@ai-women/ui-kit';
import type { AccordionItem } from './Accordion';

export interface DisclosuresProps {
  items: AccordionItem[];
  /**
   * The group's name, unique on the page: the browser keeps one item of the group open at a time
   * (the `name` of `<details>`).
   */
  name: string;
  /** Open when the page arrives. */
  defaultOpenId?: string | null;
  /** Level of the heading inside each summary (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Item = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  transition:
    border-color ${({ theme }) => theme.motion.normal},
    box-shadow ${({ theme }) => theme.motion.normal};
  &[open] {
    border-color: ${({ theme }) => theme.colors.plum500};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  ${reducedMotion}
`;

const Summary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.plum100};
  }
  details[open] > & {
    color: ${({ theme }) => theme.colors.plum700};
  }
  svg {
    flex-shrink: 0;
    transition: transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
    ${({ theme }) => theme.media.reducedMotion} {
      transition: none;
    }
  }
  details[open] > & svg {
    transform: rotate(180deg);
  }
  ${focusRing}
`;

const Heading = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: inherit;
  color: inherit;
`;

const Panel = styled.div`
  padding: ${({ theme }) => `0 ${theme.space[4]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.text};
  & > :last-child {
    margin-bottom: 0;
  }
`;

/**
 * The Accordion's look with no script at all: native `<details>` opened and closed by the browser
 * (click, Enter or Space on the summary), one at a time in its group. For parts of a page that are
 * never hydrated (the home page's course plan); everywhere else the Accordion, which also moves
 * between headers with the arrow keys.
 */
export function Disclosures({
  items,
  name,
  defaultOpenId = null,
  headingLevel = 3,
  className,
}: DisclosuresProps) {
  return (
    <Root className={className}>
      {items.map(
        (item): ReactNode => (
          <Item key={item.id} name={name} open={item.id === defaultOpenId}>
            <Summary>
              <Heading as={`h${headingLevel}`}>{item.title}</Heading>
              <ChevronDownIcon />
            </Summary>
            <Panel>{item.content}</Panel>
          </Item>
        ),
      )}
    </Root>
  );
}
