import { ORDER_STATUSES, type OrderStatus } from './ordering/constants';

/**
 * The spec's words that the shared components (@site/ui) show on any page: the not-found page, the
 * retailer forms' location and hours fields, "GST Registered?" and an order's status. Here, with the
 * contract's other shared messages, so they are translated once and reach every page that shows them,
 * the embedded sign-up (no host of ours) and the office (English) alike.
 */
export const uiTexts = {
  notFound: {
    title: 'Page Not Found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Back to the home page',
  },
  address: {
    shopName: 'Shop Name',
    address1: 'Address Line-1',
    address2: 'Address Line-2',
    city: 'City',
    state: 'State',
    country: 'Country',
    pincode: 'Pincode',
    selectState: 'Select State',
    selectCountry: 'Select Country',
  },
  shopHours: {
    openingTimeFrom: 'Opening Time',
    openingTimeTo: 'Closing Time',
    deliveryTimeFrom: 'Preferable Delivery Time From',
    deliveryTimeTo: 'Preferable Delivery Time To',
  },
  gstRegistered: 'GST Registered?',
  /** An order's status as shown: its name in the contract. */
  orderStatus: Object.fromEntries(ORDER_STATUSES.map((status) => [status, status])) as {
    readonly [Status in OrderStatus]: Status;
  },
} as const;
