import { describe, expect, it } from 'vitest';
import { parseRange } from './parse-range';

describe('parseRange', () => {
  it('reads single byte ranges, clamping the end to the file', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'partial', start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(parseRange('bytes=90-1000', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(parseRange('bytes=-1000', 100)).toEqual({ kind: 'partial', start: 0, end: 99 });
  });

  it('ignores headers it does not understand', () => {
    for (const header of [undefined, '', 'bytes=-', 'items=0-1', 'bytes=0-1,5-6', 'bytes=a-b']) {
      expect(parseRange(header, 100), String(header)).toEqual({ kind: 'full' });
    }
  });

  it('marks ranges outside the file unsatisfiable', () => {
    for (const header of ['bytes=100-', 'bytes=5-2', 'bytes=-0', 'bytes=99999999999999999999-']) {
      expect(parseRange(header, 100), header).toEqual({ kind: 'unsatisfiable' });
    }
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
