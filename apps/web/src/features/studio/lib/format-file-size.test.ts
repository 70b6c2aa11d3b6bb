import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('uses KB below a megabyte and never says 0 KB', () => {
    expect(formatFileSize(10)).toBe('1 KB');
    expect(formatFileSize(820 * 1024)).toBe('820 KB');
  });

  it('keeps one decimal below 10 MB', () => {
    expect(formatFileSize(3.44 * 1024 * 1024)).toBe('3.4 MB');
    expect(formatFileSize(215.4 * 1024 * 1024)).toBe('215 MB');
  });
});
