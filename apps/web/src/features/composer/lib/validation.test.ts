import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '@atelier/contracts/constants';
import i18n from 'i18next';
import { checkFiles, fileIssueText, sendBlock, textState } from './validation';

const file = (name: string, size = 10, type = '') => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('chat text (core §5)', () => {
  it('shows the counter only above 2500 characters', () => {
    expect(textState('a'.repeat(2500)).showCounter).toBe(false);
    expect(textState('a'.repeat(2501)).showCounter).toBe(true);
  });

  it('blocks sending above 3000 characters', () => {
    expect(textState('a'.repeat(3000)).overLimit).toBe(false);
    expect(sendBlock('a'.repeat(3000), 0)).toBeNull();
    expect(textState('a'.repeat(3001)).overLimit).toBe(true);
    expect(sendBlock('a'.repeat(3001), 0)).toBe('overLimit');
  });

  it('needs text or files', () => {
    expect(sendBlock('   \n ', 0)).toBe('empty');
    expect(sendBlock('', 1)).toBeNull();
    expect(sendBlock(' hi ', 0)).toBeNull();
  });
});

describe('attachments (core §5)', () => {
  const t = i18n.t.bind(i18n);

  it('rejects six files at once', () => {
    const files = Array.from({ length: 6 }, (_, i) => file(`f${i}.png`));
    const result = checkFiles(files);
    expect(result.accepted).toHaveLength(0);
    expect(result.issues.map((issue) => fileIssueText(issue, t))).toEqual([
      'Too many files selected (6). Maximum 5 files allowed.',
    ]);
  });

  it('counts files already attached', () => {
    expect(checkFiles([file('a.png'), file('b.png')], 4).issues[0]?.kind).toBe('tooMany');
    expect(checkFiles([file('a.png')], 4).accepted).toHaveLength(1);
  });

  it('accepts 10 MB and rejects 10 MB + 1 byte', () => {
    expect(checkFiles([file('ok.pdf', ATTACHMENT_MAX_BYTES)]).accepted).toHaveLength(1);
    const result = checkFiles([file('big.pdf', ATTACHMENT_MAX_BYTES + 1)]);
    expect(result.accepted).toHaveLength(0);
    expect(fileIssueText(result.issues[0]!, t)).toBe('File is too large (10.00MB). Maximum 10MB per file.');
  });

  it('rejects unsupported extensions with name and type', () => {
    const result = checkFiles([file('run.exe', 10, 'application/x-msdownload')]);
    expect(result.accepted).toHaveLength(0);
    expect(fileIssueText(result.issues[0]!, t)).toBe(
      'Unsupported file type: run.exe (application/x-msdownload)',
    );
    expect(checkFiles([file('.env')]).accepted).toHaveLength(0);
    expect(checkFiles([file('PHOTO.JPG')]).accepted).toHaveLength(1);
  });

  it('says how many of the files were added when some were rejected', () => {
    const result = checkFiles([file('a.png'), file('b.exe'), file('c.md')]);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png', 'c.md']);
    expect(result.issues.map((issue) => fileIssueText(issue, t))).toEqual([
      'Unsupported file type: b.exe (exe)',
      '2 of 3 files added. Some files were rejected due to validation errors.',
    ]);
  });
});
