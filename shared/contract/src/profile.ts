import type { ProfileForm } from './validation/forms';
import { toServerTime } from './time';
import type { ProfileUpdateFields, profileUpdateSchema } from './wire';

/**
 * The multipart fields of `update_customer_detail` (docs/product.md#profile-update-fields), built from the profile form.
 * The optional file goes under `file`. Typed by the route's own schema (`profileUpdateSchema`), so a
 * field the server reads cannot be left out here.
 */
export function profileUpdateFields(form: ProfileForm): ProfileUpdateFields {
  return {
    customer_id: form.customer_id,
    customer_name: form.firstName,
    new_mobile: form.phoneNumber,
    shop_name: form.shopName,
    custom_start_time: toServerTime(form.openingTimeFrom),
    custom_end_time: toServerTime(form.openingTimeTo),
    custom_from: toServerTime(form.deliveryTimeFrom),
    custom_to: toServerTime(form.deliveryTimeTo),
    industry: form.businessType,
    'customer_address[address_line1]': form.address1,
    'customer_address[address_line2]': form.address2,
    'customer_address[state]': form.state,
    'customer_address[country]': form.country,
    'customer_address[pincode]': form.pincode,
    'customer_address[city]': form.city,
    gst_registered: form.gstRegistered ? '1' : '0',
    // Unticked, no GSTIN goes: the box ignores what was typed.
    gstin: form.gstRegistered ? form.gstin : '',
  };
}

export const PROFILE_FILE_FIELD = 'file' satisfies keyof typeof profileUpdateSchema.shape;
