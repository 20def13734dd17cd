import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The scripts a tax document prints. Names and addresses are the retailer's own words, in Devanagari or
 * Gujarati as often as in Latin letters; pdfkit's built-in Helvetica has only Latin, so each run of text
 * goes in a font that has its letters: Noto Sans Devanagari and Noto Sans Gujarati (fonts/, OFL), which
 * pdfkit shapes (conjuncts, matras) and embeds as a subset of the glyphs the document uses.
 */
export type Script = 'latin' | 'devanagari' | 'gujarati';

export interface Run {
  script: Script;
  text: string;
}

const DEVANAGARI = /\p{Script=Devanagari}/u;
const GUJARATI = /\p{Script=Gujarati}/u;
/**
 * Characters every one of the fonts has (white space, digits, the common punctuation) and the joiners:
 * they stay in the run around them, so "12, राम नगर" is one run and shapes as one.
 */
const SHARED = /[\s0-9!"#%'()*+,\-./:;<=>?[\\\]^_{|}~\u200C\u200D]/u;

/** A character's own script, or null for one every font has. The dandas serve Gujarati too. */
function scriptOf(character: string, current: Script | null): Script | null {
  if (SHARED.test(character)) return null;
  if (GUJARATI.test(character)) return 'gujarati';
  if (character === '\u0964' || character === '\u0965') return current === 'gujarati' ? 'gujarati' : 'devanagari';
  if (DEVANAGARI.test(character)) return 'devanagari';
  return 'latin';
}

/** `text` cut where its script changes; characters every font has join the run before them (or after, at the start). */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  let pending = '';
  for (const character of text) {
    const current = runs.at(-1) ?? null;
    const script = scriptOf(character, current?.script ?? null);
    if (script === null) {
      if (current) current.text += character;
      else pending += character;
    } else if (current?.script === script) current.text += character;
    else {
      runs.push({ script, text: pending + character });
      pending = '';
    }
  }
  if (pending) runs.push({ script: 'latin', text: pending });
  return runs;
}

export type Weight = 'regular' | 'bold';

const FONT_FILES: Record<Exclude<Script, 'latin'>, Record<Weight, string>> = {
  devanagari: { regular: 'NotoSansDevanagari-Regular.ttf', bold: 'NotoSansDevanagari-Bold.ttf' },
  gujarati: { regular: 'NotoSansGujarati-Regular.ttf', bold: 'NotoSansGujarati-Bold.ttf' },
};

/** Beside this file in the sources, beside main.js in the build (tools/build-servers.ts copies them). */
const FONTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts');

const loaded = new Map<string, Buffer>();

const bytesOf = (file: string) => {
  let bytes = loaded.get(file);
  if (!bytes) {
    bytes = readFileSync(path.join(FONTS_DIR, file));
    loaded.set(file, bytes);
  }
  return bytes;
};

/** The font of `script` at `weight`, as `registerScriptFonts` names it: pdfkit's Helvetica for Latin. */
export const fontName = (script: Script, weight: Weight) =>
  script === 'latin' ? (weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica') : `${script}-${weight}`;

/** Names the Noto fonts in `doc`; only those a document uses are read, shaped and embedded (as a subset). */
export function registerScriptFonts(doc: PDFKit.PDFDocument) {
  for (const [script, files] of Object.entries(FONT_FILES) as [Script, Record<Weight, string>][]) {
    for (const [weight, file] of Object.entries(files) as [Weight, string][]) {
      doc.registerFont(fontName(script, weight), bytesOf(file));
    }
  }
}
