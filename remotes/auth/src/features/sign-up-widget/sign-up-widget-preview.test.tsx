import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, renderWithProviders } from '@site/testing';
import SignUpWidgetPreview from './sign-up-widget-preview';
import { ONE_OF_EACH_LIST } from '../../test/sign-up-wizard';

beforeEach(() => {
  fakeApi(ONE_OF_EACH_LIST);
});

describe('the dev harness preview of ./SignUpWidget', () => {
  it('mounts the widget with mount() when opened, and unmounts it on Cancel', async () => {
    const { user } = renderWithProviders(<SignUpWidgetPreview />);
    expect(screen.queryByRole('form', { name: 'Retailer sign-up' })).not.toBeInTheDocument();

    await user.click(screen.getByText('Embeddable sign-up (./SignUpWidget)'));
    expect(await screen.findByRole('form', { name: 'Retailer sign-up' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Retailer sign-up' })).not.toBeInTheDocument());
  });
});
