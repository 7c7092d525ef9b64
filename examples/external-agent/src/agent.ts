/**
 * A complete external agent: it consumes Atelier's agent queue with BullMQ and answers each job with
 * a result that fits the contract. This one plans like a real agent would (a project_input card
 * for a new idea, a project_success card once the project is named) and writes a one-file app.
 */
import { Worker } from 'bullmq';
import { parseAgentJob, type AgentJob, type AgentResult } from '@atelier/contracts';

export function answer(job: AgentJob): AgentResult {
  const idea = job.message.content.trim() || 'your app';
  if (job.kind === 'create_project' && job.project) {
    const name = job.project_name ?? job.project.name;
    return {
      v: 1,
      content: {
        ui_type: 'project_success',
        title: `${name} is ready`,
        message: 'Your project was created. The preview appears as soon as the build finishes.',
        project: { name, id: job.project.id, token: job.project.token },
      },
      files: {
        'index.html':
          '<!doctype html><html><head><title>App</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
        'src/main.tsx': `document.getElementById('root')!.textContent = ${JSON.stringify(name)};\n`,
      },
      summary: 'First version',
    };
  }
  if (!job.project) {
    return {
      v: 1,
      content: {
        ui_type: 'project_input',
        title: 'Name your project',
        description: `I will build: ${idea}`,
        input_config: {
          label: 'Project name',
          placeholder: 'My app',
          required: true,
          button_text: 'Create project',
        },
        context: { conversation_id: job.conversation.uuid, original_request: idea },
      },
    };
  }
  return { v: 1, content: `You said: ${idea}` };
}

export function startAgent(options: {
  queueName: string;
  redisUrl: string;
  prefix?: string;
  /** How often to look for jobs whose worker died (BullMQ's default is 30 s). */
  stalledIntervalMs?: number;
}): Worker {
  return new Worker(
    options.queueName,
    async (job) => {
      const parsed = parseAgentJob(job.data);
      // Failing the job is how an agent says it cannot answer; Atelier tells the person.
      if (!parsed.ok) throw new Error(`Unexpected job: ${parsed.error}`);
      return answer(parsed.result);
    },
    {
      connection: { url: options.redisUrl },
      prefix: options.prefix ?? 'bull',
      ...(options.stalledIntervalMs ? { stalledInterval: options.stalledIntervalMs } : {}),
    },
  );
}
