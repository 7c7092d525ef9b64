/**
 * The worker tells the api instances whose rows its jobs changed (@atelier/config/user-changes), so
 * their caches of that user's reads (a project's build state, live version, thumbnail) are dropped.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { decodeUserChanges, userChangesChannel, type UserChanges } from '@atelier/config/user-changes';
import { buildProcessor } from '../src/builder/processor.ts';
import type { WorkerContext } from '../src/context.ts';
import { createProject, testContext } from './helpers.ts';

let ctx: WorkerContext;
let subscriber: Redis;
const heard: UserChanges[] = [];

beforeAll(async () => {
  ctx = testContext({ AUTO_THUMBNAILS: 'false' });
  subscriber = new Redis(ctx.config.REDIS_URL);
  subscriber.on('message', (_channel: string, text: string) => {
    const changes = decodeUserChanges(text);
    if (changes) heard.push(changes);
  });
  await subscriber.subscribe(userChangesChannel(ctx.config.REDIS_PREFIX));
});
afterAll(async () => {
  await subscriber.quit();
  await ctx.close();
});

const run = (data: unknown) => buildProcessor(ctx)({ data, attemptsMade: 0, opts: { attempts: 1 } } as never);

/** Waits until an announcement naming the user has arrived. */
async function announced(userId: number): Promise<UserChanges> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const found = heard.find((changes) => changes.users.includes(userId));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no announcement for user ${userId}`);
}

it('announces the owner when a build goes live and when one fails', async () => {
  const good = await createProject(ctx);
  const version = await ctx.prisma.projectVersion.create({
    data: {
      projectId: good.id,
      number: 1,
      files: {
        'index.html':
          '<!doctype html><div id="root"></div><script type="module" src="/src/main.tsx"></script>',
        'src/main.tsx': 'document.getElementById("root")!.textContent = "Hi";',
      },
    },
  });
  expect(await run({ v: 1, project_id: good.id, version_id: version.id })).toMatchObject({ status: 'ready' });
  expect(await announced(good.userId)).toMatchObject({ origin: 'worker', users: [good.userId] });

  const bad = await createProject(ctx);
  const broken = await ctx.prisma.projectVersion.create({
    data: { projectId: bad.id, number: 1, files: { 'src/main.tsx': 'export const = ;' } },
  });
  expect(await run({ v: 1, project_id: bad.id, version_id: broken.id })).toMatchObject({ status: 'failed' });
  expect(await announced(bad.userId)).toMatchObject({ users: [bad.userId] });
});
