import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './errors';

/**
 * A `preValidation` hook, after the route's own sign-in check: the multipart body becomes `request.body`
 * for Fastify to validate (each text field's first value, the one picture of `fileField` as a `File`).
 * @fastify/multipart's `attachFieldsToBody` does the same in a hook of its own, but that hook runs before
 * the route's, so a body would be read before its sender is checked, and a broken one would not be the
 * contract's 400. Limits (size, counts) are the plugin's, answered 413. `what` names the upload in the
 * refusal of a body that is not multipart ("the profile").
 */
export function multipartBody(fileField: string, what: string) {
  return async function readMultipartBody(request: FastifyRequest) {
    if (!request.isMultipart()) throw new ApiError(415, 'unsupported_media', `Send ${what} as multipart/form-data.`);
    // No prototype: a part named __proto__ or toString is just a name.
    const body: Record<string, string | File> = Object.create(null);
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const content = await part.toBuffer();
          if (part.fieldname === fileField && content.length > 0)
            body[fileField] = new File([content], part.filename, { type: part.mimetype });
        } else if (typeof part.value === 'string' && !(part.fieldname in body)) {
          body[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      // The plugin's own limits carry a status (413); the parser's complaints (no boundary, a body cut
      // short, a broken part header) carry none and are the client's malformed body.
      if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
      throw badRequest('The multipart body could not be read.');
    }
    request.body = body;
  };
}
