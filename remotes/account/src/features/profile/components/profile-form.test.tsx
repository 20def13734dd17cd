import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient, queryKeys } from '@site/state/query';
import { retailerMessages as r } from '@site/contract';
import { fakeApi, renderWithProviders } from '@site/testing';
import { CUSTOMER, logIn, referenceHandlers } from '../../../test/fixtures';
import ProfilePage from '../profile-page';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function renderProfile() {
  logIn();
  fakeApi({ ...referenceHandlers, getCustomerDetail: () => ({ body: { message: CUSTOMER } }) });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  renderWithProviders(<ProfilePage />, { path: '/user/profile', queryClient });
  await screen.findByRole('form', { name: 'Profile' });
  await screen.findByRole('option', { name: 'Gujarat' });
  return { queryClient, user };
}

describe('ProfileForm and the loaded record', () => {
  it('takes a newer record into the fields not edited, and keeps what is being typed and the messages shown', async () => {
    const { queryClient, user } = await renderProfile();
    await user.clear(field('City'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(field('City')).toHaveAccessibleDescription(r.cityRequired));
    await user.clear(field('First Name'));
    await user.type(field('First Name'), 'Sunita');

    act(() => {
      queryClient.setQueryData(queryKeys.customerDetail(CUSTOMER.customer_id), {
        ...CUSTOMER,
        full_name: 'Ravi K.',
        shop_name: 'Ravi Stores',
        customer_address: { ...CUSTOMER.customer_address!, city: 'Mumbai' },
      });
    });

    // The query's observers hear of the new record on their next tick.
    await waitFor(() => expect(field('Shop Name')).toHaveValue('Ravi Stores'));
    expect(field('First Name')).toHaveValue('Sunita');
    expect(field('City')).toHaveValue('');
    expect(field('City')).toHaveAccessibleDescription(r.cityRequired);
    expect(field('First Name')).toHaveFocus();
  });
});
