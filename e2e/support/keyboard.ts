import type { Locator, Page } from 'playwright-core';

/** What a keyboard user sees of the focused element, read in the page. */
export interface FocusStop {
  /** Tag, id, name and the start of the text: enough to find the element in a failure message. */
  description: string;
  /** Why the focus is not visible, or null when it is. */
  problem: string | null;
  /** Whether it is in the page's footer: a round of the page ends there. */
  inFooter: boolean;
}

/**
 * Describes the focused element and checks that a sighted keyboard user can see it (WCAG 2.4.7,
 * 2.4.11): it has a non-transparent outline or a box-shadow, at least half of that outline is not
 * clipped away by an ancestor, and some of the element is not covered by something else (a sticky
 * header, a backdrop). Focus left on <body> is a problem too.
 */
export function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return {
        description: element ? element.tagName.toLowerCase() : 'nothing',
        problem: 'focus is on the page, not on a control',
        inFooter: false,
      };
    }
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 40);
    const description = [
      element.tagName.toLowerCase(),
      element.id ? `#${element.id}` : '',
      element.getAttribute('name') ? `[name=${element.getAttribute('name')}]` : '',
      text ? ` "${text}"` : '',
    ].join('');
    const inFooter = element.closest('footer') !== null;

    const style = getComputedStyle(element);
    const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
    const outlined =
      style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
    const shadowed = style.boxShadow !== 'none' && style.boxShadow !== '';
    if (!outlined && !shadowed) return { description, inFooter, problem: 'no outline or box-shadow while focused' };

    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return { description, inFooter, problem: 'focused element has no size' };

    if (outlined && !shadowed) {
      // An outline drawn outside the element is cut off by any ancestor that clips its overflow: at
      // least half of the ring must stay visible.
      type Rect = { left: number; top: number; right: number; bottom: number };
      const grow = (rect: Rect, by: number): Rect => ({
        left: rect.left - by,
        top: rect.top - by,
        right: rect.right + by,
        bottom: rect.bottom + by,
      });
      const intersect = (a: Rect, b: Rect): Rect => ({
        left: Math.max(a.left, b.left),
        top: Math.max(a.top, b.top),
        right: Math.min(a.right, b.right),
        bottom: Math.min(a.bottom, b.bottom),
      });
      const area = (rect: Rect) => Math.max(0, rect.right - rect.left) * Math.max(0, rect.bottom - rect.top);
      const offset = Number.parseFloat(style.outlineOffset) || 0;
      const outer = grow(box, offset + Number.parseFloat(style.outlineWidth));
      const inner = grow(box, offset);
      // Not the viewport: an element at its edge is partly off screen until the page scrolls, by design.
      let clip: Rect = grow(outer, 1);
      const clippers: string[] = [];
      // <body> and <html> pass their overflow to the viewport.
      for (
        let ancestor = element.parentElement;
        ancestor && ancestor !== document.body;
        ancestor = ancestor.parentElement
      ) {
        const ancestorStyle = getComputedStyle(ancestor);
        if (ancestorStyle.overflowX === 'visible' && ancestorStyle.overflowY === 'visible') continue;
        const edge = ancestor.getBoundingClientRect();
        const left = edge.left + ancestor.clientLeft;
        const top = edge.top + ancestor.clientTop;
        const next = intersect(clip, {
          left,
          top,
          right: left + ancestor.clientWidth,
          bottom: top + ancestor.clientHeight,
        });
        if (area(intersect(outer, next)) < area(intersect(outer, clip)))
          clippers.push(`${ancestor.tagName.toLowerCase()}.${ancestor.classList[0] ?? ''}`);
        clip = next;
      }
      const ring = area(outer) - area(inner);
      const shown = area(intersect(outer, clip)) - area(intersect(inner, clip));
      if (shown < ring / 2) {
        return {
          description,
          inFooter,
          problem: `only ${Math.round((100 * shown) / ring)}% of the focus outline is visible, clipped by ${clippers.join(', ')}`,
        };
      }
    }
    const inset = (size: number) => Math.min(4, size / 2);
    const points: [number, number][] = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset(box.width), box.top + inset(box.height)],
      [box.right - inset(box.width), box.top + inset(box.height)],
      [box.left + inset(box.width), box.bottom - inset(box.height)],
      [box.right - inset(box.width), box.bottom - inset(box.height)],
    ];
    const seen = points.some(([x, y]) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && element.contains(top);
    });
    return {
      description,
      inFooter,
      problem: seen ? null : 'focused element is off screen or covered by something else',
    };
  });
}

/** Throws with a clear message unless the focused element is visibly focused. */
export async function expectVisibleFocus(page: Page, context = ''): Promise<string> {
  const stop = await focusStop(page);
  if (stop.problem) throw new Error(`${context ? `${context}: ` : ''}${stop.description}: ${stop.problem}`);
  return stop.description;
}

export const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

export interface TabOptions {
  /** How many presses at most before giving up (default 40). */
  max?: number;
  /** Shift+Tab instead of Tab. */
  backwards?: boolean;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop on the way that the
 * focus is visible. Returns how many presses it took; fails, naming the stops passed, when the target
 * is not reached within `max` presses. A control with inner fields (a time input's hour, minute and
 * AM/PM) is one element taking several presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 40, backwards = false }: TabOptions = {},
): Promise<number> {
  await target.waitFor({ state: 'visible' });
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const passed: string[] = [];
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(key);
    passed.push(await expectVisibleFocus(page, `after ${presses} × ${key}`));
    if (await isFocused(target)) return presses;
  }
  throw new Error(
    `${key} did not reach ${String(target)} within ${max} presses; focus went through: ${passed.join(' → ')}`,
  );
}
