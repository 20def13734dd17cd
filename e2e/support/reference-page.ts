import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import React from 'react';
import { renderToString } from 'react-dom/server';

/**
 * A fixed page of the site's shape, to tell how fast this machine's Chromium runs a page: server-rendered
 * HTML and a stylesheet; sixteen deferred scripts (React and react-dom's production builds, eleven chunks of
 * module code and the app), three reads of JSON, and a hydration that marks the page hydrated as the host
 * does. Its work is of the kinds the site's pages do (loading many resources, compiling and running about a
 * megabyte of script, styling, layout, paint), so it slows down with them from one machine kind or Chromium
 * build to another, where a bare loop of additions does not: on a virtual machine each resource a page loads
 * can cost its main thread more than a tight loop would suggest.
 */

const require = createRequire(import.meta.url);

/** The React build as files to serve (package, file): each CommonJS module wrapped to register itself by its name. */
const MODULES: Record<string, [string, string]> = {
  react: ['react', 'cjs/react.production.js'],
  scheduler: ['scheduler', 'cjs/scheduler.production.js'],
  'react-dom': ['react-dom', 'cjs/react-dom.production.js'],
  'react-dom/client': ['react-dom', 'cjs/react-dom-client.production.js'],
};

/** Registers and requires the wrapped modules in the page, as a bundler's runtime would. */
const MODULE_RUNTIME = `window.modules = {};
window.define = (name, factory) => { window.modules[name] = { factory } };
window.requireModule = (name) => {
  const entry = window.modules[name];
  if (!entry.module) { entry.module = { exports: {} }; entry.factory(entry.module, entry.module.exports, window.requireModule); }
  return entry.module.exports;
};`;

/** Chunks of module code the app requires before it hydrates, as a bundler's split chunks are. */
const CHUNKS = 11;
/** Each chunk: 200 small functions, each run once as the module starts. */
const chunkSource = (chunk: number) => `const steps = {};
${Array.from(
  { length: 200 },
  (_, step) =>
    `steps.s${step} = function (value) { const letters = String(value).split(''); return letters.reverse().join('') + ${chunk * 1000 + step}; };`,
).join('\n')}
module.exports = Object.keys(steps).map((name) => steps[name](name));`;

/** The packs the page shows, read as three JSON files. */
const PACK_LISTS = Array.from({ length: 3 }, (_, list) =>
  Array.from({ length: 16 }, (_, pack) => ({
    name: `Pack ${list * 16 + pack}`,
    paise: 10000 + (list * 16 + pack) * 700,
  })),
);

/**
 * The page's app as source text, run by Node to render the HTML and by the page to hydrate it: a header, a
 * grid of product cards with a button each, and a footer of links.
 */
const APP = `function App({ packs }) {
  const h = React.createElement;
  const [added, setAdded] = React.useState(0);
  React.useEffect(() => { document.documentElement.setAttribute('data-hydrated', ''); }, []);
  const words = 'Tobacco-free pan masala in two and four gram packs, made with cardamom, fennel and rose petals for shops across Gujarat.';
  const links = (prefix, count) => Array.from({ length: count }, (_, i) => h('li', { key: i }, h('a', { href: '/' + prefix + '/' + i, className: 'link' }, prefix + ' ' + i)));
  return h('div', { className: 'page' },
    h('header', { className: 'header' }, h('a', { href: '/', className: 'brand' }, 'Brand'), h('nav', null, h('ul', { className: 'nav' }, links('section', 8)))),
    h('main', { className: 'main' },
      h('h1', { className: 'title' }, 'Our products'),
      h('p', { className: 'lead' }, words + ' ' + added + ' added.'),
      h('div', { className: 'grid' }, packs.map((pack, i) =>
        h('article', { key: i, className: 'card card-' + (i % 6) },
          h('div', { className: 'picture', role: 'img', 'aria-label': pack.name }),
          h('h2', { className: 'name' }, pack.name),
          h('p', { className: 'text' }, words),
          h('p', { className: 'price' }, '₹' + pack.paise / 100 + '.00'),
          h('button', { type: 'button', className: 'button', onClick: () => setAdded(added + 1) }, 'Add to cart'))))),
    h('footer', { className: 'footer' }, Array.from({ length: 4 }, (_, i) => h('ul', { key: i, className: 'column' }, links('footer-' + i, 8)))));
}`;

const STYLES = [
  'body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #222; }',
  '.header, .footer { display: flex; gap: 24px; padding: 16px 24px; background: #f6f1e7; }',
  '.nav { display: flex; gap: 16px; list-style: none; margin: 0; padding: 0; }',
  '.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 16px; padding: 24px; }',
  '.card { border: 1px solid #ddd; border-radius: 8px; padding: 16px; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.1); }',
  '.picture { aspect-ratio: 4 / 3; background: linear-gradient(135deg, #c8a45c, #7a4b1e); border-radius: 4px; }',
  '.button { padding: 8px 16px; border: 0; border-radius: 4px; background: #7a4b1e; color: #fff; }',
  ...Array.from({ length: 6 }, (_, i) => `.card-${i} .name { color: hsl(${i * 60}, 40%, 30%); }`),
].join('\n');

/** The reference page's files by path, served under `prefix`. */
export function referencePage(prefix: string): Record<string, { type: string; body: string }> {
  const App = new Function('React', `return ${APP}`)(React) as React.FunctionComponent<{ packs: unknown[] }>;
  const chunkNames = Array.from({ length: CHUNKS }, (_, chunk) => `chunk-${chunk}`);
  const scripts = [...Object.keys(MODULES), ...chunkNames, 'app'].map((name) => `${prefix}${name}.js`);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference page</title>
<style>${STYLES}</style><script>${MODULE_RUNTIME}</script>
${scripts.map((src) => `<script src="${src}" defer></script>`).join('')}</head>
<body><div id="root">${renderToString(React.createElement(App, { packs: PACK_LISTS.flat() }))}</div></body></html>`;
  const files: Record<string, { type: string; body: string }> = {
    [prefix]: { type: 'text/html', body: html },
    [`${prefix}app.js`]: {
      type: 'text/javascript',
      body: `const React = window.requireModule('react');
const App = ${APP};
${JSON.stringify(chunkNames)}.forEach(window.requireModule);
Promise.all([0, 1, 2].map((list) => fetch('${prefix}packs-' + list + '.json').then((reply) => reply.json()))).then((lists) =>
  window.requireModule('react-dom/client').hydrateRoot(document.getElementById('root'), React.createElement(App, { packs: lists.flat() })));`,
    },
  };
  PACK_LISTS.forEach((packs, list) => {
    files[`${prefix}packs-${list}.json`] = { type: 'application/json', body: JSON.stringify(packs) };
  });
  chunkNames.forEach((name, chunk) => {
    files[`${prefix}${name}.js`] = {
      type: 'text/javascript',
      body: `window.define(${JSON.stringify(name)}, function (module) {\n${chunkSource(chunk)}\n});`,
    };
  });
  for (const [name, [packageName, file]] of Object.entries(MODULES)) {
    const source = readFileSync(join(dirname(require.resolve(`${packageName}/package.json`)), file), 'utf8');
    files[`${prefix}${name}.js`] = {
      type: 'text/javascript',
      body: `window.define(${JSON.stringify(name)}, function (module, exports, require) {\n${source}\n});`,
    };
  }
  return files;
}
