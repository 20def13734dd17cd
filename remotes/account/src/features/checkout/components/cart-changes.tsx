import styled from 'styled-components';
import { useSharedText } from '@site/state';
import { Notice } from '@site/ui';
import { useWords } from '../../../lib/words';
import type { PlaceProblem } from '../hooks/use-place-order';

const List = styled.ul`
  margin: 0.5rem 0 0;
  padding-left: 1.25rem;
`;

/** Why the order was not placed: what changed in the cart since it was shown (a 409), or the refusal. */
export function PlaceProblemNotice({ problem }: { problem: PlaceProblem }) {
  const t = useWords();
  const sharedText = useSharedText();
  if (problem.kind === 'failed')
    return <Notice role="alert">{problem.text === null ? t('checkout.placeFailed') : sharedText(problem.text)}</Notice>;
  return (
    <Notice role="alert">
      <strong>{t('checkout.cartChangedTitle')}</strong>
      <List aria-label={t('checkout.whatChanged')}>
        {problem.changes.map((change) => (
          <li key={`${change.field}-${change.item_code ?? ''}-${change.text}`}>{sharedText(change.text)}</li>
        ))}
      </List>
    </Notice>
  );
}
