import styled from 'styled-components';
import { VisuallyHidden } from '@site/ui';
import { useWords } from '../../lib/words';

type StepStatus = 'completed' | 'inProgress' | 'pending';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.5rem;
  margin: 0 0 1.75rem;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.375rem;
  text-align: center;

  @media ${({ theme }) => theme.breakpoints.sm} {
    flex-direction: row;
    text-align: left;
  }
`;

const Marker = styled.span<{ $status: StepStatus }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  font-weight: 700;
  border: 2px solid ${({ theme, $status }) => ($status === 'pending' ? theme.colors.textMuted : theme.colors.link)};
  background: ${({ theme, $status }) => ($status === 'pending' ? 'transparent' : theme.colors.action)};
  color: ${({ theme, $status }) => ($status === 'pending' ? theme.colors.text : theme.colors.primaryContrast)};
`;

const Title = styled.span`
  display: block;
  font-weight: 600;
  font-size: 0.875rem;
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.text};

  @media ${({ theme }) => theme.breakpoints.sm} {
    font-size: 1rem;
  }
`;

const Status = styled.span<{ $status: StepStatus }>`
  display: block;
  font-size: 0.8125rem;
  color: ${({ theme, $status }) => ($status === 'completed' ? theme.colors.success : theme.colors.textMuted)};
  font-weight: ${({ $status }) => ($status === 'inProgress' ? 700 : 400)};
`;

/** Each status's words, by id (an id is written whole, so the catalogue's check finds it). */
const STATUS_WORDS = {
  completed: 'signUp.status.completed',
  inProgress: 'signUp.status.inProgress',
  pending: 'signUp.status.pending',
} as const satisfies Record<StepStatus, string>;

const statusOf = (index: number, current: number): StepStatus =>
  index < current ? 'completed' : index === current ? 'inProgress' : 'pending';

/**
 * docs/product.md#sign-up: the wizard's step indicators, each labelled In progress / Completed / Pending. Title and
 * status stay visible on small screens too (the spec's mobile view shows the step labels).
 */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  const t = useWords();
  return (
    <Steps aria-label={t('signUp.steps')}>
      {steps.map((title, index) => {
        const status = statusOf(index, current);
        return (
          <Step key={title} aria-current={index === current ? 'step' : undefined}>
            <Marker $status={status} aria-hidden="true">
              {status === 'completed' ? '✓' : index + 1}
            </Marker>
            <span>
              <VisuallyHidden>{t('signUp.stepNumber', { number: index + 1 })}</VisuallyHidden>
              <Title>{title}</Title>
              <Status $status={status}>{t(STATUS_WORDS[status])}</Status>
            </span>
          </Step>
        );
      })}
    </Steps>
  );
}
