// Local stand-in until ui-kit exports Accordion: four modules, one open at a time (spec 01 §4).
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '@ai-women/ui-kit';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;
const Item = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
const Trigger = styled.button<{ $open: boolean }>`
  width: 100%;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: none;
  background: transparent;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.plum900};
  text-align: left;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.md};
  & svg {
    flex: none;
    transition: transform ${({ theme }) => theme.motion.normal};
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const Panel = styled.div`
  padding: ${({ theme }) => `0 ${theme.space[4]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  & p {
    margin: 0;
  }
`;

export function ModulesAccordion({ items }: { items: ReadonlyArray<{ title: string; text: string }> }) {
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  return (
    <List>
      {items.map((item, i) => {
        const isOpen = open === i;
        return (
          <Item key={item.title}>
            <h3 style={{ margin: 0, fontSize: 'inherit' }}>
              <Trigger
                type="button"
                id={`${baseId}-t${i}`}
                aria-expanded={isOpen}
                aria-controls={`${baseId}-p${i}`}
                $open={isOpen}
                onClick={() => setOpen(isOpen ? null : i)}
              >
                {item.title}
                <ChevronDownIcon />
              </Trigger>
            </h3>
            <Panel id={`${baseId}-p${i}`} role="region" aria-labelledby={`${baseId}-t${i}`} hidden={!isOpen}>
              <p>{item.text}</p>
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
