import { METHOD_PREFIX, PROFILE_FILE_FIELD, methodPaths, profileFormFromFields, toServerTime } from '@site/shared/contract';
import { profileFormSchema, signUpFormSchema } from '@site/shared/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { type Database, isUniqueViolation } from '../../db';
import { reencodeProfileImage, removeImage, storeImage } from '../../files/images';
import { authenticatedCustomerId, requireSameCustomer } from '../../http/auth';
import { ApiError, badRequest } from '../../http/errors';
import { assertValid, isPlainObject, textErrors, text, timeErrors } from '../../lib/validate';
import { type CustomerFields, findCustomerById, insertCustomer, updateCustomer } from './service';

const MAX_FIELD_LENGTH = 200;

const alreadyRegistered = () =>
  new ApiError(409, 'already_registered', 'This mobile number is already registered. Log in instead.');

/** Validated form values → stored fields (names from the sign-up or profile form). */
function customerFields(values: Record<string, unknown>): CustomerFields {
  return {
    full_name: text(values.fullName ?? values.firstName),
    mobile: text(values.mobile),
    shop_name: text(values.shopName),
    industry: text(values.businessType),
    start_time: toServerTime(text(values.openingTimeFrom)),
    end_time: toServerTime(text(values.openingTimeTo)),
    from_time: toServerTime(text(values.deliveryTimeFrom)),
    to_time: toServerTime(text(values.deliveryTimeTo)),
    address_line1: text(values.address1),
    address_line2: text(values.address2),
    city: text(values.city),
    state: text(values.state),
    country: text(values.country),
    pincode: text(values.pincode),
  };
}

const withinLimits = (values: Record<string, unknown>) => textErrors(values, () => MAX_FIELD_LENGTH);

interface ProfileUpload {
  fields: Record<string, string>;
  file: Buffer | null;
}

/** Reads the multipart body; limits (size, counts) are enforced by @fastify/multipart and answered 413. */
async function readProfileUpload(request: FastifyRequest): Promise<ProfileUpload> {
  if (!request.isMultipart()) throw new ApiError(415, 'unsupported_media', 'Send the profile as multipart/form-data.');
  // No prototype: a part named __proto__ or toString is just a name.
  const fields: Record<string, string> = Object.create(null);
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === PROFILE_FILE_FIELD && content.length > 0) file = content;
      } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // The plugin's own limits carry a status (413); the parser's complaints (no boundary, a body
    // cut short, a broken part header) carry none and are the client's malformed body.
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw badRequest('The multipart body could not be read.');
  }
  return { fields, file };
}

export async function customerRoutes(app: FastifyInstance, options: { db: Database; config: Config }) {
  const { db, config } = options;

  app.post(
    `${METHOD_PREFIX}/${methodPaths.registerCustomer}`,
    { config: { rateLimit: { max: config.rateLimits.registerPerHour, timeWindow: '1 hour' } } },
    async (request) => {
      if (!isPlainObject(request.body)) throw badRequest('Send the sign-up form as a JSON object.');
      const values = request.body;
      assertValid(signUpFormSchema, values, withinLimits, (v) => timeErrors(signUpFormSchema, v));
      const gstRegistered = values.gstRegistered === true;
      try {
        const customerId = await db.transaction((tx) =>
          insertCustomer(tx, customerFields(values), gstRegistered),
        );
        return { message: { status: 'success', customer_id: customerId } };
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyRegistered();
        throw error;
      }
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(`${METHOD_PREFIX}/${methodPaths.getCustomerDetail}`, async (request) => {
    const customerId = await authenticatedCustomerId(db, request);
    requireSameCustomer(customerId, request.query.customer_id);
    const detail = await findCustomerById(db, customerId);
    // The credential cascades with the customer, so a valid token always has its record.
    if (!detail) throw new ApiError(404, 'not_found', 'No such customer.');
    return { message: detail };
  });

  app.put(`${METHOD_PREFIX}/${methodPaths.updateCustomerDetail}`, async (request) => {
    const customerId = await authenticatedCustomerId(db, request);
    const upload = await readProfileUpload(request);
    requireSameCustomer(customerId, upload.fields.customer_id);

    const form = profileFormFromFields(upload.fields);
    assertValid(profileFormSchema, form, withinLimits);
    const fields = customerFields({ ...form, mobile: form.phoneNumber });

    const image = upload.file ? await reencodeProfileImage(upload.file, config.upload) : null;
    const stored = image ? await storeImage(config.uploadDir, image) : null;
    let previousProfile: string;
    try {
      const result = await db.transaction((tx) => updateCustomer(tx, customerId, fields, stored?.publicPath ?? null));
      if (!result) throw new ApiError(404, 'not_found', 'No such customer.');
      previousProfile = result.previousProfile;
    } catch (error) {
      if (stored) await removeImage(config.uploadDir, stored.publicPath);
      if (isUniqueViolation(error)) throw alreadyRegistered();
      throw error;
    }
    if (stored && previousProfile) await removeImage(config.uploadDir, previousProfile);

    const detail = await findCustomerById(db, customerId);
    return { message: detail };
  });
}
