/**
 * The build queue's consumer: bundles one project version, stores the build (immutable), makes it the
 * project's live version when it is the newest good one, and asks for a thumbnail. A failed build is an
 * outcome recorded on the version, not a failed job; only unexpected errors fail (and retry) the job.
 */
import { UnrecoverableError, type Job, type Processor } from 'bullmq';
import { z } from 'zod';
import { projectRoot } from '@atelier/config/preview';
import { ProjectBuildJob, WAIT_STATUS, type BuildError } from '@atelier/contracts';
import { Prisma } from '@atelier/db';
import type { WorkerContext } from '../context.ts';
import { buildProject, type BuildOutput } from './bundle.ts';

export type BuildSummary =
  | { status: 'ready'; durationMs: number; buildKey: string; live: boolean; screenshotId: number | null }
  | { status: 'failed'; durationMs: number; error: BuildError }
  | { status: 'skipped'; durationMs: number; reason: 'not-found' | 'already-built' | 'superseded' };

/**
 * The thumbnail taken after every build that goes live. WebP (quality 80): project cards on the home page
 * download it on phones, and it is about a third of a PNG of the same page (28 KB against 84 KB for a
 * generated habit tracker), less still for pages with photos or gradients.
 */
export const THUMBNAIL = {
  width: 1200,
  height: 800,
  format: 'webp',
  delay: 500,
  waitForNetwork: true,
} as const;

const VersionFiles = z.record(z.string(), z.string());

/** The storage prefix of a version's build; written once, never overwritten. */
export function buildKeyOf(projectId: number, versionId: number): string {
  return `builds/${projectId}/${versionId}/`;
}

type Tx = Prisma.TransactionClient;

/** Serialises the live-version decision of concurrent builds of one project. */
async function lockProject(tx: Tx, projectId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM projects WHERE id = ${projectId} FOR UPDATE`;
}

/** 1 while a newer version is still on its way, else 0: the project has a live build either way. */
async function liveWaitStatus(tx: Tx, projectId: number, number: number): Promise<number> {
  const newer = await tx.projectVersion.count({
    where: { projectId, number: { gt: number }, buildStatus: { in: ['pending', 'building'] } },
  });
  return newer > 0 ? WAIT_STATUS.building : WAIT_STATUS.ready;
}

/**
 * Writes the build under its prefix. index.html goes last and marks a complete build: a prefix that has
 * one is never written again (a retried job after a crash between writing and marking reuses it).
 */
async function storeBuild(ctx: WorkerContext, key: string, output: BuildOutput): Promise<void> {
  if (await ctx.storage.open(`${key}index.html`)) return;
  const { 'index.html': html, ...assets } = output;
  await Promise.all(Object.entries(assets).map(([name, data]) => ctx.storage.put(`${key}${name}`, data)));
  if (html !== undefined) await ctx.storage.put(`${key}index.html`, html);
}

interface VersionRef {
  id: number;
  number: number;
  projectId: number;
  /** The project's owner, whose cached reads show its build state. */
  project: { userId: number };
}

/** Records a failed build; the live build stays, and a project that has one shows it again. */
async function recordFailure(ctx: WorkerContext, version: VersionRef, error: BuildError): Promise<void> {
  await ctx.prisma.$transaction(async (tx) => {
    await tx.projectVersion.update({
      where: { id: version.id },
      data: { buildStatus: 'failed', buildError: error, buildKey: null, builtAt: null },
    });
    await lockProject(tx, version.projectId);
    const project = await tx.project.findUnique({
      where: { id: version.projectId },
      select: { liveVersionId: true, waitStatus: true },
    });
    if (project?.liveVersionId != null && project.waitStatus !== WAIT_STATUS.hidden) {
      const waitStatus = await liveWaitStatus(tx, version.projectId, version.number);
      if (waitStatus !== project.waitStatus) {
        await tx.project.update({ where: { id: version.projectId }, data: { waitStatus } });
      }
    }
  });
  await ctx.userChanged(version.project.userId);
}

export async function runBuild(ctx: WorkerContext, job: ProjectBuildJob): Promise<BuildSummary> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const version = await ctx.prisma.projectVersion.findUnique({
    where: { id: job.version_id },
    select: {
      id: true,
      number: true,
      projectId: true,
      files: true,
      buildStatus: true,
      project: { select: { userId: true, uuid: true, liveVersion: { select: { number: true } } } },
    },
  });
  if (!version || version.projectId !== job.project_id) {
    return { status: 'skipped', durationMs: elapsed(), reason: 'not-found' };
  }
  if (version.buildStatus === 'ready') {
    return { status: 'skipped', durationMs: elapsed(), reason: 'already-built' };
  }
  const live = version.project.liveVersion;
  if (live && live.number > version.number) {
    return { status: 'skipped', durationMs: elapsed(), reason: 'superseded' };
  }

  await ctx.prisma.projectVersion.update({
    where: { id: version.id },
    data: { buildStatus: 'building', buildError: Prisma.DbNull },
  });

  const files = VersionFiles.safeParse(version.files);
  const result = files.success
    ? await buildProject(files.data)
    : ({
        ok: false,
        error: { file: null, line: null, column: null, message: 'The version has no valid files.' },
        durationMs: 0,
      } as const);
  if (!result.ok) {
    await recordFailure(ctx, version, result.error);
    ctx.log.info(
      { projectId: version.projectId, versionId: version.id, error: result.error },
      'build failed',
    );
    return { status: 'failed', durationMs: elapsed(), error: result.error };
  }

  const buildKey = buildKeyOf(version.projectId, version.id);
  await storeBuild(ctx, buildKey, result.output);

  const outcome = await ctx.prisma.$transaction(async (tx) => {
    await tx.projectVersion.update({
      where: { id: version.id },
      data: { buildStatus: 'ready', buildError: Prisma.DbNull, buildKey, builtAt: new Date() },
    });
    await lockProject(tx, version.projectId);
    const project = await tx.project.findUniqueOrThrow({
      where: { id: version.projectId },
      select: { liveVersion: { select: { number: true } } },
    });
    // An older version finishing after a newer one went live does not take over.
    if (project.liveVersion && project.liveVersion.number >= version.number) {
      return { live: false, screenshotId: null };
    }
    await tx.project.update({
      where: { id: version.projectId },
      data: {
        liveVersionId: version.id,
        waitStatus: await liveWaitStatus(tx, version.projectId, version.number),
      },
    });
    if (!ctx.config.AUTO_THUMBNAILS) return { live: true, screenshotId: null };
    const screenshot = await tx.screenshot.create({
      data: {
        userId: version.project.userId,
        projectId: version.projectId,
        url: projectRoot(ctx.config.PREVIEW_URL, version.project.uuid),
        ...THUMBNAIL,
        status: 'queued',
      },
      select: { id: true },
    });
    return { live: true, screenshotId: screenshot.id };
  });
  await ctx.userChanged(version.project.userId);

  if (outcome.screenshotId !== null) {
    // The build is done either way; a thumbnail that cannot be queued is only logged.
    await ctx.addScreenshotJob({ v: 1, screenshot_id: outcome.screenshotId }).catch((error: unknown) => {
      ctx.log.warn({ err: error, screenshotId: outcome.screenshotId }, 'could not queue the thumbnail');
    });
  }
  ctx.log.info(
    { projectId: version.projectId, versionId: version.id, buildMs: result.durationMs, live: outcome.live },
    'build ready',
  );
  return { status: 'ready', durationMs: elapsed(), buildKey, ...outcome };
}

/** After the last attempt of an unexpected error the version is marked failed, so it never stays "building". */
async function giveUp(ctx: WorkerContext, job: ProjectBuildJob, error: unknown): Promise<void> {
  ctx.log.error({ err: error, versionId: job.version_id }, 'build crashed');
  const version = await ctx.prisma.projectVersion.findUnique({
    where: { id: job.version_id },
    select: {
      id: true,
      number: true,
      projectId: true,
      buildStatus: true,
      project: { select: { userId: true } },
    },
  });
  if (!version || version.buildStatus === 'ready' || version.buildStatus === 'failed') return;
  await recordFailure(ctx, version, {
    file: null,
    line: null,
    column: null,
    message: 'The builder stopped unexpectedly. Try again.',
  });
}

function isLastAttempt(job: Job): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

export const buildProcessor = (ctx: WorkerContext): Processor<unknown, BuildSummary> => {
  return async (job) => {
    const parsed = ProjectBuildJob.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`Invalid build job: ${parsed.error.message}`);
    try {
      return await runBuild(ctx, parsed.data);
    } catch (error) {
      if (isLastAttempt(job)) await giveUp(ctx, parsed.data, error).catch(() => undefined);
      throw error;
    }
  };
};
