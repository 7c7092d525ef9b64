import { describe, expect, it } from 'vitest';
import { FileUploadFields, fileExtension, isAllowedAttachment } from './files.ts';

describe('fileExtension', () => {
  it('gives the lower-cased last extension', () => {
    expect(fileExtension('photo.JPG')).toBe('jpg');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('src/App.tsx')).toBe('tsx');
    expect(fileExtension('C:\\docs\\brief.docx')).toBe('docx');
  });

  it('gives nothing for names without an extension', () => {
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('notes.')).toBe('');
    expect(fileExtension('dir.d/file')).toBe('');
  });
});

describe('isAllowedAttachment', () => {
  it("accepts the spec's extensions in any case", () => {
    for (const name of ['a.png', 'B.PDF', 'c.7z', 'd.tsx', 'e.md', 'f.webp'])
      expect(isAllowedAttachment(name)).toBe(true);
  });

  it('refuses others', () => {
    for (const name of ['a.exe', 'b.sh', 'c', '.png', 'd.png.exe', 'e.svgz'])
      expect(isAllowedAttachment(name)).toBe(false);
  });
});

describe('FileUploadFields', () => {
  it('defaults the role to attachment', () => {
    expect(
      FileUploadFields.parse({
        context_type: 'message',
        context_uuid: '6f1c1f9e-3c7a-4d0e-9b2a-7a3e5b1c2d4f',
      }),
    ).toEqual({
      context_type: 'message',
      context_uuid: '6f1c1f9e-3c7a-4d0e-9b2a-7a3e5b1c2d4f',
      file_role: 'attachment',
    });
  });

  it('refuses an unknown context type and a malformed uuid', () => {
    expect(
      FileUploadFields.safeParse({
        context_type: 'user',
        context_uuid: '6f1c1f9e-3c7a-4d0e-9b2a-7a3e5b1c2d4f',
      }).success,
    ).toBe(false);
    expect(FileUploadFields.safeParse({ context_type: 'message', context_uuid: '../x' }).success).toBe(false);
  });
});
