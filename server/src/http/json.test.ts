import { describe, expect, it } from 'vitest';
import { JSON_LIMITS, jsonShapeProblem, JsonShapeError, jsonTexts, parseJson } from './json';

/** `depth` arrays, one inside the other, built without JSON (so far deeper than any parser would go). */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

describe('JSON as every route reads it', () => {
  it('takes JSON up to the caps: as deep, as wide', () => {
    const deepest = '['.repeat(JSON_LIMITS.depth) + ']'.repeat(JSON_LIMITS.depth);
    expect(parseJson(deepest)).toEqual(JSON.parse(deepest));
    const widest = JSON.stringify({ items: Array.from({ length: JSON_LIMITS.members }, () => ({ qty: 1 })) });
    expect(parseJson(widest)).toEqual(JSON.parse(widest));
  });

  it('refuses one level deeper or one entry more, in lists and objects', () => {
    const tooDeep = '['.repeat(JSON_LIMITS.depth + 1) + ']'.repeat(JSON_LIMITS.depth + 1);
    expect(() => parseJson(tooDeep)).toThrow(new JsonShapeError(jsonTexts.tooDeep));
    const deepObject = '{"a":'.repeat(JSON_LIMITS.depth + 1) + '1' + '}'.repeat(JSON_LIMITS.depth + 1);
    expect(() => parseJson(deepObject)).toThrow(jsonTexts.tooDeep);
    expect(() => parseJson(JSON.stringify(Array.from({ length: JSON_LIMITS.members + 1 }, () => 0)))).toThrow(
      jsonTexts.tooWide,
    );
    const wideObject = Object.fromEntries(Array.from({ length: JSON_LIMITS.members + 1 }, (_, i) => [`k${i}`, i]));
    expect(() => parseJson(JSON.stringify(wideObject))).toThrow(jsonTexts.tooWide);
  });

  it('walks a value 1,000,000 levels deep without recursion', () => {
    expect(jsonShapeProblem(nested(1_000_000))).toBe(jsonTexts.tooDeep);
  });

  it('refuses prototype keys and what is not JSON', () => {
    expect(() => parseJson('{"__proto__": {"polluted": true}}')).toThrow(SyntaxError);
    expect(() => parseJson('{"constructor": {"prototype": {"polluted": true}}}')).toThrow(SyntaxError);
    expect(() => parseJson('{')).toThrow(SyntaxError);
  });
});
