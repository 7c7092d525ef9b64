/**
 * POST /api/projects: the person names the project the agent proposed (the project_input card). The
 * project is stored hidden (wait_status 2) and attached to the conversation; a user message records
 * the request and the agent gets a create_project job for it, answered with a project_success card.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateProjectRequest,
  CreateProjectResponse,
  IdempotencyHeaders,
  WAIT_STATUS,
  type Language,
} from '@atelier/contracts';
import { AppError } from '../../lib/errors.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { randomToken } from '../../lib/crypto.ts';
import { currentUser } from '../../plugins/auth.ts';
import { assertMayUseAgent, dispatch, queueNameFrom } from '../agent/dispatch.ts';
import { toProject } from '../projects/view.ts';
import { assertUnlocked, findOwnConversation, metaFor, takeUnlocked, userMessageData } from './service.ts';

const REQUEST_TEXT: Partial<Record<Language, (name: string) => string>> & { en: (name: string) => string } = {
  en: (name) => `Create the project “${name}”`,
  tr: (name) => `“${name}” projesini oluştur`,
};

const routes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;

  app.post(
    '/projects',
    {
      schema: {
        tags: ['projects'],
        headers: IdempotencyHeaders,
        body: CreateProjectRequest,
        response: { 201: CreateProjectResponse },
      },
      ...idempotent(app),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { name, conversation_id } = request.body;
      const conversation = await findOwnConversation(app, user, conversation_id, { project: true });
      assertMayUseAgent(user);
      const queueName = queueNameFrom(request);
      if (conversation.project) throw new AppError(409, 'PROJECT_ALREADY_EXISTS');
      await assertUnlocked(app, conversation.id, request.lang);
      const { project, message } = await prisma.$transaction(async (tx) => {
        await takeUnlocked(tx, conversation.id, request.lang);
        // A project made meanwhile by a request that held the lock first.
        if (
          await tx.project.findUnique({ where: { conversationId: conversation.id }, select: { id: true } })
        ) {
          throw new AppError(409, 'PROJECT_ALREADY_EXISTS');
        }
        const project = await tx.project.create({
          data: {
            userId: user.id,
            conversationId: conversation.id,
            name,
            token: randomToken(24),
            waitStatus: WAIT_STATUS.hidden,
          },
          include: { conversation: { select: { uuid: true } } },
        });
        const message = await tx.message.create({
          data: {
            conversationId: conversation.id,
            ...userMessageData(user.id, {
              content: (REQUEST_TEXT[request.lang] ?? REQUEST_TEXT.en)(name),
              categoryId: conversation.categoryId,
              hasFiles: false,
              queueName,
              meta: metaFor(request.lang, { kind: 'create_project', project_name: name }),
            }),
          },
        });
        await tx.conversation.update({
          where: { id: conversation.id },
          data: { messageCount: { increment: 1 }, lastMessageAt: message.createdAt },
        });
        return { project, message };
      });
      app.listenToAgentQueue?.(queueName);
      await dispatch(app, message.id);
      return reply
        .status(201)
        .send(app.envelope(request, 'PROJECT_CREATED', { data: toProject(app, project) }));
    },
  );
};

export default routes;
