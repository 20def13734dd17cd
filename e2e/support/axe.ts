import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 A and AA, the level the site promises (README, Accessibility). */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeFinding {
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core over the page as it is now. The script goes in through the DevTools protocol, which the
 * site's Content-Security-Policy (no inline scripts) does not apply to.
 */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  await animationsSettled(page);
  // Once a document: a second run on the same page (another theme) reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_AA_TAGS);
}

/**
 * Waits until no finite animation runs (a toast sliding in or out, a colour transition): axe judges colours as
 * they are at that moment, and a toast half faded in has no contrast to speak of. Endless ones (a spinner) and
 * paused ones (a toast's timer while the window has no focus) are left running.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const deadline = performance.now() + 10_000;
    while (performance.now() < deadline) {
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0) return;
      // Animations that end start others (a toast's timer, then its exit): look again once these are done.
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Switches the page's colour scheme in place: the theme is CSS alone (the site's variables under
 * `prefers-color-scheme`, and no component renders anything else by scheme), so once `axeViolations` has let
 * the colour transitions run their course, the page is what a visitor arriving in that scheme sees.
 */
async function switchScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate((expected) => {
    if (!matchMedia(`(prefers-color-scheme: ${expected})`).matches) throw new Error(`the page is not ${expected}`);
  }, scheme);
}

/** The theme a sweep's page number `index` arrives in: light for even, dark for odd, half the pages in each. */
export const arrivalScheme = (index: number): 'light' | 'dark' => (index % 2 === 0 ? 'light' : 'dark');

/**
 * axe's findings on page number `index` of a sweep, opened in its `arrivalScheme`, then switched in place to the
 * other theme: both themes checked without opening the page twice, each on arrival and after a switch.
 */
export async function axeViolationsInBothSchemes(
  page: Page,
  index: number,
): Promise<{ scheme: 'light' | 'dark'; finding: AxeFinding }[]> {
  const first = arrivalScheme(index);
  const found: { scheme: 'light' | 'dark'; finding: AxeFinding }[] = [];
  for (const scheme of [first, first === 'light' ? 'dark' : 'light'] as const) {
    if (scheme !== first) await switchScheme(page, scheme);
    found.push(...(await axeViolations(page)).map((finding) => ({ scheme, finding })));
  }
  return found;
}
