/**
 * A complete external agent on @atelier/agent-sdk: it plans like a real agent would (a project_input
 * card for a new idea, a project_success card once the project is named) and writes a one-file app.
 * The SDK consumes the queue and checks every job and result against the protocol.
 */
import { askForName, createAgent, projectReady, reply, type Agent } from '@atelier/agent-sdk';
import type { AgentJob, AgentResult } from '@atelier/contracts';

export function answer(job: AgentJob): AgentResult {
  const idea = job.message.content.trim() || 'your app';
  if (job.kind === 'create_project' && job.project) {
    const name = job.project_name ?? job.project.name;
    return projectReady(job, {
      message: 'Your project was created. The preview appears as soon as the build finishes.',
      files: {
        'index.html':
          '<!doctype html><html><head><title>App</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
        'src/main.tsx': `document.getElementById('root')!.textContent = ${JSON.stringify(name)};\n`,
      },
    });
  }
  if (!job.project) return askForName(job, { description: `I will build: ${idea}` });
  return reply(`You said: ${idea}`);
}

export function startAgent(options: {
  queueName: string;
  redisUrl: string;
  prefix?: string;
  /** How often to look for jobs whose worker died (BullMQ's default is 30 s). */
  stalledIntervalMs?: number;
}): Agent {
  return createAgent({
    queue: options.queueName,
    redisUrl: options.redisUrl,
    prefix: options.prefix ?? 'bull',
    handle: answer,
    ...(options.stalledIntervalMs ? { workerOptions: { stalledInterval: options.stalledIntervalMs } } : {}),
  });
}
