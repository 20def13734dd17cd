import {
  addGstRateBodySchema,
  catalogueTexts as m,
  createPackBodySchema,
  createSchemeBodySchema,
  officeGstRatesSchema,
  PACK_PICTURE_FIELD,
  packListSchema,
  packPictureBodySchema,
  packReplySchema,
  schemeListSchema,
  schemeNameBodySchema,
  schemeReplySchema,
  setPackTranslationsBodySchema,
  updatePackBodySchema,
  updateSchemeBodySchema,
} from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ImageDecoder, removeImage, storeImage } from '../../../files/images';
import type { PictureStore } from '../../../files/picture-store';
import { ApiError, notFound, validationFailed } from '../../../http/errors';
import { STAFF_SECURITY } from '../../../http/openapi';
import { multipartBody } from '../../../http/multipart-body';
import { useFastifyValidation } from '../../../http/schemas';
import { methodPath, failure, success, staffFailures, staffRead, staffWrite } from '../../../http/route-schemas';
import { ok } from '../../../http/reply';
import { addGstRate, listGstRates } from './gst-rates';
import { createPack, isCheckViolation, listPacks, setPackPicture, setPackTranslations, updatePack } from './packs';
import { createScheme, endScheme, listSchemes, updateScheme } from './schemes';
import { type OfficeContext, requireStaff, signedInStaff } from '../../../http/staff-session';

const schemas = {
  listPacks: staffRead('Every pack, published or not, best ranked first', packListSchema),
  createPack: staffWrite(
    'A new pack (admin): its price, GST included, never above its MRP; its page is product-details/<item_code>',
    createPackBodySchema,
    packReplySchema,
    { 409: failure('A pack with this item code exists') },
  ),
  updatePack: staffWrite(
    "A pack's name, size, price (GST included, never above its MRP), stock, publication and ordering rules (admin)",
    updatePackBodySchema,
    packReplySchema,
    { 404: failure('No such pack') },
  ),
  setPackTranslations: staffWrite(
    "A pack's name and description in each language given (admin); empty: the site shows the English",
    setPackTranslationsBodySchema,
    packReplySchema,
    { 404: failure('No such pack') },
  ),
  uploadPackPicture: {
    summary: "A pack's picture (admin): JPEG, PNG or WebP, re-encoded as WebP like a profile picture",
    security: STAFF_SECURITY,
    consumes: ['multipart/form-data'],
    body: packPictureBodySchema,
    response: {
      200: success(packReplySchema),
      400: failure('Not from our pages, or a malformed multipart body'),
      ...staffFailures,
      404: failure('No such pack'),
      413: failure('payload_too_large'),
      415: failure('Not multipart, or not a JPEG, PNG or WebP picture'),
      417: failure('Validation (field → message)'),
      429: failure('rate_limited'),
      503: failure('Too many pictures being decoded; try again'),
    },
  },
  listSchemes: staffRead('Every scheme: live, scheduled and ended', schemeListSchema),
  createScheme: staffWrite(
    'A new scheme (admin): percent off up to a cap, from a minimum order value, between two moments',
    createSchemeBodySchema,
    schemeReplySchema,
  ),
  updateScheme: staffWrite(
    "A scheme's terms (admin); an ended one stays ended",
    updateSchemeBodySchema,
    schemeReplySchema,
    {
      404: failure('No such scheme'),
      409: failure('Ended already'),
    },
  ),
  endScheme: staffWrite('End a scheme now (admin)', schemeNameBodySchema, schemeReplySchema, {
    404: failure('No such scheme'),
    409: failure('Ended already'),
  }),
  listGstRates: staffRead('The GST rate in effect now, and every rate, newest first', officeGstRatesSchema),
  addGstRate: staffWrite(
    'A GST rate from a moment, now or later (admin): orders placed from then use it',
    addGstRateBodySchema,
    officeGstRatesSchema,
    { 409: failure('A rate takes effect at that moment already') },
  ),
};

export interface OfficeCatalogueOptions extends OfficeContext {
  images: ImageDecoder;
  pictures: PictureStore;
}

/** The catalogue that admins run: packs, their pictures, schemes and the GST rate; reads for sales too. */
export async function registerOfficeCatalogue(fastify: FastifyInstance, options: OfficeCatalogueOptions) {
  const { db, now, images, pictures } = options;
  const app = useFastifyValidation(fastify);
  const sales = { preValidation: requireStaff(options, 'sales') };
  const admin = { preValidation: requireStaff(options, 'admin') };

  /** The DB's check of the price within the MRP, should a write get past the contract's: the same 417. */
  const withinMrp = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isCheckViolation(error)) throw validationFailed({ rate_paise: m.priceAboveMrp });
      throw error;
    }
  };
  const packReply = (pack: z.infer<typeof packReplySchema>['pack']) => ok({ pack });

  app.get(methodPath('listPacks'), { ...sales, schema: schemas.listPacks }, async () =>
    ok({ packs: await listPacks(db) }),
  );

  app.post(methodPath('createPack'), { ...admin, schema: schemas.createPack }, async (request) => {
    const outcome = await withinMrp(() => createPack(db, request.body, signedInStaff(request), now()));
    if (outcome.kind === 'taken')
      throw new ApiError(409, 'validation', m.itemCodeTaken, { errors: { item_code: m.itemCodeTaken } });
    if (outcome.kind === 'not_found') throw notFound(m.packNotFound);
    return packReply(outcome.pack);
  });

  app.post(methodPath('updatePack'), { ...admin, schema: schemas.updatePack }, async (request) => {
    const outcome = await withinMrp(() => updatePack(db, request.body, signedInStaff(request), now()));
    if (outcome.kind !== 'done') throw notFound(m.packNotFound);
    return packReply(outcome.pack);
  });

  app.post(methodPath('setPackTranslations'), { ...admin, schema: schemas.setPackTranslations }, async (request) => {
    const outcome = await setPackTranslations(db, request.body, signedInStaff(request), now());
    if (outcome.kind !== 'done') throw notFound(m.packNotFound);
    return packReply(outcome.pack);
  });

  app.post(
    methodPath('uploadPackPicture'),
    {
      preValidation: [admin.preValidation, multipartBody(PACK_PICTURE_FIELD, 'the picture')],
      schema: schemas.uploadPackPicture,
    },
    async (request) => {
      const { item_code: itemCode, file } = request.body;
      const image = await images.reencode(Buffer.from(await file.arrayBuffer()), m.pictureUnsupported);
      const stored = await storeImage(pictures, image);
      let outcome: Awaited<ReturnType<typeof setPackPicture>>;
      try {
        outcome = await setPackPicture(db, itemCode, stored, signedInStaff(request), now());
      } catch (error) {
        await removeImage(pictures, stored);
        throw error;
      }
      if (outcome.kind === 'not_found') {
        await removeImage(pictures, stored);
        throw notFound(m.packNotFound);
      }
      // Names are never reused, so a page still showing the old picture keeps it until it reads the pack again.
      if (outcome.previous) await removeImage(pictures, outcome.previous);
      return packReply(outcome.pack);
    },
  );

  app.get(methodPath('listSchemes'), { ...sales, schema: schemas.listSchemes }, async () =>
    ok({ schemes: await listSchemes(db, now()) }),
  );

  app.post(methodPath('createScheme'), { ...admin, schema: schemas.createScheme }, async (request) => {
    const outcome = await createScheme(db, request.body, signedInStaff(request), now());
    if (outcome.kind !== 'done') throw notFound(m.schemeNotFound);
    return ok({ scheme: outcome.scheme });
  });

  app.post(methodPath('updateScheme'), { ...admin, schema: schemas.updateScheme }, async (request) => {
    const outcome = await updateScheme(db, request.body, signedInStaff(request), now());
    if (outcome.kind === 'not_found') throw notFound(m.schemeNotFound);
    if (outcome.kind === 'ended') throw new ApiError(409, 'validation', m.schemeEnded);
    return ok({ scheme: outcome.scheme });
  });

  app.post(methodPath('endScheme'), { ...admin, schema: schemas.endScheme }, async (request) => {
    const outcome = await endScheme(db, request.body.name, signedInStaff(request), now());
    if (outcome.kind === 'not_found') throw notFound(m.schemeNotFound);
    if (outcome.kind === 'ended') throw new ApiError(409, 'validation', m.schemeEnded);
    return ok({ scheme: outcome.scheme });
  });

  app.get(methodPath('listGstRates'), { ...sales, schema: schemas.listGstRates }, async () =>
    ok({ ...(await listGstRates(db, now())) }),
  );

  app.post(methodPath('addGstRate'), { ...admin, schema: schemas.addGstRate }, async (request) => {
    const { basis_points: basisPoints, effective_from: effectiveFrom } = request.body;
    const at = now();
    const outcome = await addGstRate(db, basisPoints, new Date(effectiveFrom), signedInStaff(request), at);
    if (outcome.kind === 'past') throw validationFailed({ effective_from: m.gstFromInPast });
    if (outcome.kind === 'taken')
      throw new ApiError(409, 'validation', m.gstFromTaken, { errors: { effective_from: m.gstFromTaken } });
    return ok(await listGstRates(db, at));
  });
}
