import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { inspectContent, zipListsEntry } from '../src/features/files/content-check.ts';

/** Feeds the bytes in chunks of `size`, as a stream would; the answer after the last one. */
function feed(extension: Parameters<typeof inspectContent>[0], data: Buffer, size: number): boolean {
  const inspector = inspectContent(extension);
  for (let at = 0; at < data.length; at += size) {
    if (!inspector.update(data.subarray(at, at + size))) return false;
  }
  return inspector.end();
}

describe('inspectContent', () => {
  it('judges text chunk by chunk, with a character split across chunks', () => {
    const text = Buffer.from('Dark mode: ✓ — é\n'.repeat(50));
    for (const size of [1, 2, 3, 7, 1024]) expect(feed('md', text, size), String(size)).toBe(true);
    // A sequence cut at the very end is not UTF-8.
    expect(feed('txt', text.subarray(0, text.indexOf(Buffer.from('✓')) + 1), 1)).toBe(false);
    expect(feed('csv', Buffer.concat([text, Buffer.from([0])]), 64)).toBe(false);
  });

  it('refuses a binary format at its first chunk', () => {
    const inspector = inspectContent('png');
    expect(inspector.update(Buffer.from('<script>alert(1)</script>'))).toBe(false);
    expect(inspector.end()).toBe(false);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(feed('png', png, 1)).toBe(true);
  });

  it('finds an SVG root after its prolog, across chunks, and refuses an HTML page', () => {
    const svg = Buffer.from('<?xml version="1.0"?>\n<!-- a -->\n<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(feed('svg', svg, 5)).toBe(true);
    expect(feed('svg', Buffer.from('<html><svg></svg></html>'), 5)).toBe(false);
  });

  it('reads a .docx directory from its end, wherever [Content_Types].xml sits', () => {
    const padding = new Uint8Array(300 * 1024).map((_, i) => (i * 7919) % 251);
    const docx = Buffer.from(
      zipSync({ 'word/a.bin': [padding, { level: 0 }], '[Content_Types].xml': strToU8('<Types/>') }),
    );
    expect(feed('docx', docx, 16 * 1024)).toBe(true);
    expect(feed('docx', Buffer.from(zipSync({ 'readme.txt': strToU8('hi') })), 16)).toBe(false);
    expect(zipListsEntry(docx.subarray(0, docx.length - 1), '[Content_Types].xml')).toBe(false);
  });
});
