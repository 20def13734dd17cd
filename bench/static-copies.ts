/** The static copies of bench:web: each page as Chromium rendered it, with no script, served for Lighthouse. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { launchChromium } from '../e2e/support/chromium';

/**
 * The page as the browser rendered it, made static: scripts and script preloads removed, the
 * CSS-in-JS rules (inserted through the CSSOM, so absent from the DOM's text) written into their
 * <style> elements, every URL made absolute so images, fonts and stylesheets still come from the apps.
 */
export async function staticCopies(site: string, paths: readonly string[]): Promise<Map<string, string>> {
  const browser = await launchChromium();
  const copies = new Map<string, string>();
  try {
    // Lighthouse's mobile viewport, so the copy holds what the measured page showed.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    for (const pagePath of paths) {
      await page.goto(`${site}${pagePath}`, { waitUntil: 'networkidle' });
      await page.locator('main h1, h1').first().waitFor({ state: 'visible', timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const html = await page.evaluate(() => {
        for (const style of Array.from(document.querySelectorAll('style'))) {
          const rules = style.sheet ? Array.from(style.sheet.cssRules, (rule) => rule.cssText).join('\n') : '';
          style.textContent = rules;
        }
        for (const element of Array.from(
          document.querySelectorAll(
            'script, link[rel="modulepreload"], link[rel="preload"][as="script"], link[rel="prefetch"]',
          ),
        )) {
          element.remove();
        }
        for (const element of Array.from(document.querySelectorAll<HTMLElement>('[src], [href]'))) {
          for (const attribute of ['src', 'href']) {
            const value = element.getAttribute(attribute);
            if (value && !value.startsWith('#') && !value.startsWith('data:'))
              element.setAttribute(attribute, new URL(value, document.baseURI).href);
          }
        }
        return `<!doctype html>\n${document.documentElement.outerHTML}`;
      });
      copies.set(pagePath, html);
    }
  } finally {
    await browser.close();
  }
  return copies;
}

/** `BENCH_SAVE_STATIC=<folder>` keeps the static copies, to look at what the limit was measured on. */
export function saveCopies(copies: Map<string, string>, folder: string): void {
  mkdirSync(folder, { recursive: true });
  for (const [pagePath, html] of copies)
    writeFileSync(path.join(folder, `${pagePath.replace(/\W/g, '') || 'home'}.html`), html);
  console.log(`static copies saved in ${folder}`);
}

export async function serveStaticCopies(copies: Map<string, string>, port: number): Promise<FastifyInstance> {
  const server = Fastify({ logger: false, forceCloseConnections: true });
  await server.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  server.get('/*', (request, reply) => {
    const html = copies.get(request.url.split('?')[0] ?? '');
    if (html === undefined) return reply.code(404).send('not found');
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
  await server.listen({ host: 'localhost', port });
  return server;
}
