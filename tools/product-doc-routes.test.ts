import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeRoutes } from '@site/state/routes';
import { REPO_ROOT } from './apps';
import { PRODUCT_DOC } from './product-doc-links';
import { hostRoutePaths, publishedRoutes } from './published-routes';

/** The paths in the first column of docs/product.md's route list table, every one a row names. */
function documentedPaths(doc: string): string[] {
  const section = /^### Route list\n([\s\S]*?)^#{1,3} /m.exec(doc)?.[1] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  // The header row and its separator, then one row per screen.
  return rows
    .slice(2)
    .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`(\/[^`]*)`/g)].map((match) => match[1]!));
}

/** A parameter is written `<item_code>` in the doc and `:itemCode` in a route: compared by position only. */
const shape = (routePath: string) => routePath.replace(/<[^>]+>|:[A-Za-z_]+/g, ':');

describe("docs/product.md's route list", () => {
  it('reads the paths of the table, parameters by position', () => {
    const doc = [
      '### Route list',
      '',
      '| path | screen |',
      '| --- | --- |',
      '| `/`, `/home` | Home |',
      '| `/product-details/<item_code>` | a pack, see `/products` |',
      '',
      '### Next',
      '| `/not-listed` | |',
    ].join('\n');
    expect(documentedPaths(doc)).toEqual(['/', '/home', '/product-details/<item_code>']);
    expect(shape('/product-details/<item_code>')).toBe(shape('/product-details/:itemCode'));
    expect(shape('/orders/<name>')).not.toBe(shape('/orders'));
  });

  it('names exactly the routes the host composes: every remote page and its own', async () => {
    const { site } = composeRoutes(await publishedRoutes());
    const hostPaths = hostRoutePaths();
    expect(hostPaths).toContain('/logout');
    const routed = [...site.routes.map((route) => route.path), ...hostPaths].map(shape).sort();
    const documented = documentedPaths(readFileSync(path.join(REPO_ROOT, PRODUCT_DOC), 'utf8'))
      .map(shape)
      .sort();
    expect(documented).toEqual(routed);
  });
});
