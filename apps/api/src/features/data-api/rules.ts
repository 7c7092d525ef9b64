/**
 * A project's publishable key and collection rules (docs/security.md, "Data API keys and rules"): read
 * and set by the owner, set by agents with their answer. Ownership is part of every owner query.
 */
import {
  DEFAULT_DATA_RULE,
  PUBLISHABLE_KEY_PREFIX,
  type DataRules,
  type DataSettings,
} from '@atelier/contracts';
import type { Prisma, PrismaClient } from '@atelier/db';
import { notFound } from '../../lib/errors.ts';
import { randomToken } from '../../lib/crypto.ts';

type Db = PrismaClient | Prisma.TransactionClient;

const projectNotFound = () => notFound('PROJECT_NOT_FOUND');

export function newPublishableKey(): string {
  return `${PUBLISHABLE_KEY_PREFIX}${randomToken(24)}`;
}

/** Sets the named collections' rules; the others keep theirs. */
export async function applyDataRules(db: Db, projectId: number, rules: DataRules): Promise<void> {
  for (const [collection, rule] of Object.entries(rules)) {
    await db.projectDataRule.upsert({
      where: { projectId_collection: { projectId, collection } },
      create: { projectId, collection, rule },
      update: { rule },
    });
  }
}

/** The owner's project: its publishable key and every collection with a rule or records, by name. */
export async function dataSettings(
  prisma: PrismaClient,
  userId: number,
  projectId: number,
): Promise<DataSettings> {
  const project = await prisma.project.findFirst({
    where: { id: projectId, userId },
    select: { publishableKey: true },
  });
  if (!project) throw projectNotFound();
  const [rules, counts] = await Promise.all([
    prisma.projectDataRule.findMany({ where: { projectId }, select: { collection: true, rule: true } }),
    prisma.projectRecord.groupBy({ by: ['collection'], where: { projectId }, _count: { _all: true } }),
  ]);
  const byName = new Map<string, DataSettings['collections'][number]>();
  for (const { collection, _count } of counts) {
    byName.set(collection, { collection, rule: DEFAULT_DATA_RULE, explicit: false, records: _count._all });
  }
  for (const { collection, rule } of rules) {
    byName.set(collection, {
      collection,
      rule,
      explicit: true,
      records: byName.get(collection)?.records ?? 0,
    });
  }
  return {
    publishable_key: project.publishableKey,
    default_rule: DEFAULT_DATA_RULE,
    collections: [...byName.values()].sort((a, b) => a.collection.localeCompare(b.collection)),
  };
}

/** The owner sets rules on their project; someone else's answers like a missing one. */
export async function setDataRules(
  prisma: PrismaClient,
  userId: number,
  projectId: number,
  rules: DataRules,
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const owned = await tx.project.count({ where: { id: projectId, userId } });
    if (owned === 0) throw projectNotFound();
    await applyDataRules(tx, projectId, rules);
  });
}

/** A fresh publishable key for the owner's project; the old one stops working at once. */
export async function rotatePublishableKey(
  prisma: PrismaClient,
  userId: number,
  projectId: number,
): Promise<string> {
  const publishableKey = newPublishableKey();
  const { count } = await prisma.project.updateMany({
    where: { id: projectId, userId },
    data: { publishableKey },
  });
  if (count === 0) throw projectNotFound();
  return publishableKey;
}
