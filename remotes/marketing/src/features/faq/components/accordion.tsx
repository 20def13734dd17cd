import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Disclosure } from '@site/ui';

export interface AccordionItem {
  id: string;
  question: string;
  answer: ReactNode;
}

const List = styled.div`
  display: grid;
  gap: 0.75rem;
`;

/**
 * The WAI-ARIA accordion pattern with one panel open at a time (docs/product.md#faq), from the site's Disclosure:
 * each header is a button in a heading, with aria-expanded and aria-controls; each panel is a region
 * labelled by its button. Clicking the open header closes it. Arrow keys, Home and End move between headers.
 */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <List>
      {items.map((item, index) => (
        <Disclosure
          key={item.id}
          title={item.question}
          look="card"
          open={openId === item.id}
          onOpenChange={(open) => setOpenId(open ? item.id : null)}
          panelIsRegion
          triggerRef={(element) => {
            buttons.current[index] = element;
          }}
          onTriggerKeyDown={(event) => onKeyDown(event, index)}
        >
          {item.answer}
        </Disclosure>
      ))}
    </List>
  );
}
