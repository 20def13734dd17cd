import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { STORED_FILE_NAME } from './images';

/** Serves stored profile pictures with headers that keep a browser from treating them as anything else. */
export async function fileRoutes(app: FastifyInstance, options: { uploadDir: string }) {
  app.get<{ Params: { name: string } }>('/files/:name', async (request, reply) => {
    const { name } = request.params;
    if (!STORED_FILE_NAME.test(name)) throw notFound('No such file.');
    const content = await readFile(path.join(options.uploadDir, name)).catch(() => null);
    if (!content) throw notFound('No such file.');
    return reply
      .header('content-type', 'image/webp')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('content-disposition', 'inline')
      // Names are random and never reused, so the content of a name never changes.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(content);
  });
}
