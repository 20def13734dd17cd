import { Button, Notice } from '@site/ui';
import { useWords } from '../lib/words';

/** A page read that failed, as the product lists and the product page show it: why, and Retry to read again. */
export function ReadFailed({ message, read }: { message: string; read: { refetch: () => Promise<unknown> } }) {
  const t = useWords();
  return (
    <>
      <Notice role="alert">{message}</Notice>
      <Button type="button" onClick={() => void read.refetch()}>
        {t('common.retry')}
      </Button>
    </>
  );
}
