import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from '../../test/s3';
import { folderPictureStore, type PictureStore, s3PictureStore } from './picture-store';

let bucket: TestBucket;
let folder: string;
beforeAll(async () => {
  bucket = await startTestBucket();
  folder = await mkdtemp(path.join(tmpdir(), 'pictures-'));
});
afterAll(async () => bucket.close());

const stores: { label: string; store: () => PictureStore; unreachable: () => PictureStore; why: RegExp }[] = [
  {
    label: 'picture folder',
    store: () => folderPictureStore(folder),
    // Not writable even by root: a path under a file.
    unreachable: () => folderPictureStore('/dev/null/pictures'),
    why: /^the picture folder is not writable$/,
  },
  {
    label: 'S3-compatible bucket',
    store: () => s3PictureStore(bucket.settings),
    unreachable: () => s3PictureStore({ ...bucket.settings, bucket: 'no-such-bucket' }),
    why: /^the picture bucket no-such-bucket is not reachable/,
  },
];

describe.each(stores)('$label', ({ label, store, unreachable, why }) => {
  it('keeps a picture by name, gives it back byte for byte, and forgets it on removal', async () => {
    const pictures = store();
    const content = Buffer.from(`RIFF....WEBP ${label} ${Math.random()}`);
    await pictures.put('aaaaaaaaaaaaaaaaaaaaaa.webp', content);
    expect(await pictures.get('aaaaaaaaaaaaaaaaaaaaaa.webp')).toEqual(content);
    await pictures.remove('aaaaaaaaaaaaaaaaaaaaaa.webp');
    expect(await pictures.get('aaaaaaaaaaaaaaaaaaaaaa.webp')).toBeNull();
  });

  it('answers null for a picture it never had, and takes the removal of one calmly', async () => {
    const pictures = store();
    expect(await pictures.get('bbbbbbbbbbbbbbbbbbbbbb.webp')).toBeNull();
    await expect(pictures.remove('bbbbbbbbbbbbbbbbbbbbbb.webp')).resolves.toBeUndefined();
  });

  it('is ready when it can take a picture, and says why not when it cannot', async () => {
    await expect(store().check()).resolves.toBeUndefined();
    await expect(unreachable().check()).rejects.toThrow(why);
  });
});

it('leaves no partial file in the picture folder once a picture is stored', async () => {
  await folderPictureStore(folder).put('cccccccccccccccccccccc.webp', Buffer.from('x'));
  expect((await readdir(folder)).filter((name) => name.endsWith('.partial'))).toEqual([]);
});
