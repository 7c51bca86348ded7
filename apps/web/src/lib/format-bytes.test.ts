import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('writes sizes in pt-BR with the largest unit that keeps a number of at least 1', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(4.1 * 1024 * 1024)).toBe('4,1 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
  });
});
