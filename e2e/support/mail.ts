/** Reads the dev outbox the stack writes its mails to (one .eml file per mail). */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { stackEnv } from './config.ts';

/** The text of a MIME file with quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function mailsTo(email: string): Promise<string[]> {
  const { mailDir } = stackEnv();
  const files = await readdir(mailDir).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map((file) => readFile(path.join(mailDir, file), 'utf8')),
  );
  return mails.filter((mail) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail));
}

/** The newest link to `pathPrefix` in a mail to `email`, waiting for the worker to write it. */
export async function linkFromOutbox(email: string, pathPrefix: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(email);
        const links = mails.flatMap(
          (mail) => decodeQuotedPrintable(mail).match(/https?:\/\/[^\s"<>]+/g) ?? [],
        );
        link = links.filter((url) => new URL(url).pathname.startsWith(pathPrefix)).at(-1);
        return link;
      },
      { message: `a mail to ${email} with a ${pathPrefix} link`, timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

/** The decoded text of the newest mail to `email` that contains `text`, waiting for the worker to write it. */
export async function mailFromOutbox(email: string, text: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(email)).map(decodeQuotedPrintable);
        found = mails.filter((mail) => mail.includes(text)).at(-1);
        return found;
      },
      { message: `a mail to ${email} containing "${text}"`, timeout: 20_000 },
    )
    .toBeTruthy();
  return found!;
}
