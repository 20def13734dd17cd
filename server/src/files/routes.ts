import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../http/errors';
import { type ContractTypeProvider } from '../http/schemas';
import { failure } from '../http/route-schemas';
import { STORED_FILE_NAME } from './images';
import type { PictureStore } from './picture-store';

const schema = {
  summary: 'A stored profile picture (image/webp)',
  params: z.object({ name: z.string().describe('As in the customer record: /files/<name>') }),
  response: {
    200: { description: 'WebP image', content: { 'image/webp': { schema: z.file() } } },
    404: failure('not_found'),
  },
};

/** Serves stored profile pictures with headers that keep a browser from treating them as anything else. */
export async function fileRoutes(app: FastifyInstance, options: { pictures: PictureStore }) {
  app
    .withTypeProvider<ContractTypeProvider>()
    .get<{ Params: { name: string } }>('/files/:name', { schema }, async (request, reply) => {
      const { name } = request.params;
      if (!STORED_FILE_NAME.test(name)) throw notFound('No such file.');
      const content = await options.pictures.get(name);
      if (!content) throw notFound('No such file.');
      return (
        reply
          .header('content-type', 'image/webp')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('content-disposition', 'inline')
          // Names are random and never reused, so the content of a name never changes.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(content)
      );
    });
}
