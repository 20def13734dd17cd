import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, api } from '../../test/api';
import SignUpWidgetPreview from './SignUpWidgetPreview';
import { ONE_OF_EACH_LIST } from '../../test/signUpWizard';

vi.mock('@site/state/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@site/state/api')>()),
  callMethod: vi.fn(),
}));

beforeEach(() => {
  api.mockReset();
  answer(ONE_OF_EACH_LIST);
});

describe('the dev harness preview of ./SignUpWidget', () => {
  it('mounts the widget with mount() when opened, and unmounts it on Cancel', async () => {
    const user = userEvent.setup();
    render(<SignUpWidgetPreview />);
    expect(screen.queryByRole('form', { name: 'Retailer sign-up' })).not.toBeInTheDocument();

    await user.click(screen.getByText('Embeddable sign-up (./SignUpWidget)'));
    expect(await screen.findByRole('form', { name: 'Retailer sign-up' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Retailer sign-up' })).not.toBeInTheDocument());
  });
});
