/** The agent of docs/agent-protocol.md: plans, creates a one-page app once it is named, then answers. */
import { askForName, createAgent, projectReady, reply } from './index.ts';

export const startExampleAgent = (options: { queue: string; redisUrl?: string; prefix?: string }) =>
  createAgent({
    ...options,
    async handle(job, ctx) {
      await ctx.progress({ text: 'Reading your message…', files: [] });
      if (!job.project) return askForName(job, { description: `I will build: ${job.message.content}` });
      if (job.kind === 'create_project') {
        const name = job.project_name ?? job.project.name;
        const files = {
          'index.html': '<div id="root"></div><script type="module" src="/src/main.tsx"></script>',
          'src/main.tsx': `document.getElementById('root')!.textContent = ${JSON.stringify(name)};`,
        };
        await ctx.progress({ text: `Writing ${name}…`, files: Object.keys(files) });
        return projectReady(job, { files, message: 'It is live in the preview.' });
      }
      const count = Object.keys(ctx.files).length;
      return reply(`${job.project.name} has ${count} files. You said: ${job.message.content}`);
    },
  });
