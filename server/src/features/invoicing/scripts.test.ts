import { describe, expect, it } from 'vitest';
import { scriptRuns } from './scripts';

describe('scriptRuns', () => {
  it('keeps a line of one script whole, its spaces, digits and punctuation with it', () => {
    expect(scriptRuns('12, राम नगर।')).toEqual([{ script: 'devanagari', text: '12, राम नगर।' }]);
    expect(scriptRuns('7 Relief Road')).toEqual([{ script: 'latin', text: '7 Relief Road' }]);
    expect(scriptRuns('શ્રી ગણેશ, 7')).toEqual([{ script: 'gujarati', text: 'શ્રી ગણેશ, 7' }]);
  });

  it('cuts where the script changes', () => {
    expect(scriptRuns('State: ગુજરાત (24)')).toEqual([
      { script: 'latin', text: 'State: ' },
      { script: 'gujarati', text: 'ગુજરાત (24)' },
    ]);
    expect(scriptRuns('राम Stores ભંડાર')).toEqual([
      { script: 'devanagari', text: 'राम ' },
      { script: 'latin', text: 'Stores ' },
      { script: 'gujarati', text: 'ભંડાર' },
    ]);
    expect(scriptRuns('  ')).toEqual([{ script: 'latin', text: '  ' }]);
    expect(scriptRuns('')).toEqual([]);
  });
});
