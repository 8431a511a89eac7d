import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { focusRing, reducedMotion } from '../../internal/styles';
import { ChevronDownIcon } from '@ai-women/ui-kit';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Open at first (uncontrolled). */
  defaultOpenId?: string | null;
  /** Controlled open item; null for none. */
  openId?: string | null;
  onOpenChange?: (id: string | null) => void;
  /** Level of the heading wrapping each button (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

const reveal = keyframes`from { opacity: 0; transform: translateY(-4px); }`;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Item = styled.div<{ $open: boolean }>`
  border: 1px solid ${({ theme, $open }) => ($open ? theme.colors.plum500 : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme, $open }) => ($open ? theme.shadows.md : 'none')};
  transition:
    border-color ${({ theme }) => theme.motion.normal},
    box-shadow ${({ theme }) => theme.motion.normal};
  ${reducedMotion}
`;

const Heading = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Trigger = styled.button<{ $open: boolean }>`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme, $open }) => ($open ? theme.colors.plum700 : theme.colors.text)};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.plum100};
  }
  svg {
    flex-shrink: 0;
    transition: transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
    ${({ theme }) => theme.media.reducedMotion} {
      transition: none;
    }
  }
  ${focusRing}
`;

// A named <section> is a region landmark by itself (no role attribute needed).
const Panel = styled.section`
  padding: ${({ theme }) => `0 ${theme.space[4]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.text};
  animation: ${reveal} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  & > :last-child {
    margin-bottom: 0;
  }
  ${reducedMotion}
`;

/** Disclosure list with one panel open at a time (the home page's course modules). */
export function Accordion({
  items,
  defaultOpenId = null,
  openId,
  onOpenChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [innerOpen, setInnerOpen] = useState<string | null>(defaultOpenId);
  const current = openId !== undefined ? openId : innerOpen;
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const toggle = (id: string) => {
    const next = current === id ? null : id;
    setInnerOpen(next);
    onOpenChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[(target + items.length) % items.length]?.focus();
  };

  return (
    <Root className={className}>
      {items.map((item, index) => {
        const open = current === item.id;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <Item key={item.id} $open={open}>
            <Heading as={`h${headingLevel}`}>
              <Trigger
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                $open={open}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon />
              </Trigger>
            </Heading>
            <Panel id={panelId} aria-labelledby={buttonId} hidden={!open}>
              {open && item.content}
            </Panel>
          </Item>
        );
      })}
    </Root>
  );
}
