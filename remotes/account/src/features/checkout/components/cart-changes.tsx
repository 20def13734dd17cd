import styled from 'styled-components';
import { orderScreenTexts as t } from '@site/contract';
import { Notice } from '@site/ui';
import type { PlaceProblem } from '../hooks/use-place-order';

const List = styled.ul`
  margin: 0.5rem 0 0;
  padding-left: 1.25rem;
`;

/** Why the order was not placed: what changed in the cart since it was shown (a 409), or the refusal. */
export function PlaceProblemNotice({ problem }: { problem: PlaceProblem }) {
  if (problem.kind === 'failed') return <Notice role="alert">{problem.text}</Notice>;
  return (
    <Notice role="alert">
      <strong>{t.cartChangedTitle}</strong>
      <List aria-label="What changed">
        {problem.changes.map((change) => (
          <li key={`${change.field}-${change.item_code ?? ''}-${change.text}`}>{change.text}</li>
        ))}
      </List>
    </Notice>
  );
}
