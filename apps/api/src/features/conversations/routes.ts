/**
 * Conversations and their messages: the core loop. A message is stored, handed to its agent through
 * the queue (agent/dispatch.ts), and answered exactly once (agent/persist.ts) by the result collector
 * (agent/result-collector.ts). The GET routes only read what is stored: a workspace polls them, so the
 * list, one conversation and its status are answered from a per-user cache (lib/response-cache.ts),
 * each read on a miss in one query (reads.ts). Also POST /projects, which names a conversation's
 * project and asks the agent to build it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConversationParams,
  ConversationResponse,
  ConversationStatusResponse,
  CreateConversationRequest,
  CreateConversationResponse,
  Envelope,
  FindByProjectParams,
  FindByProjectResponse,
  IdempotencyHeaders,
  ListConversationsQuery,
  ListConversationsResponse,
  MessageParams,
  MessageStatusResponse,
  MessagesResponse,
  MessageCode,
  PAGE_SIZES,
  SendMessageRequest,
  SendMessageResponse,
  UpdateConversationRequest,
  UpdateConversationResponse,
  lastPage,
  type Language,
} from '@atelier/contracts';
import { notFound } from '../../lib/errors.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { cachedRead, sendCached } from '../../lib/response-cache.ts';
import { currentUser } from '../../plugins/auth.ts';
import { assertMayUseAgent, dispatch, queueNameFrom } from '../agent/dispatch.ts';
import { deleteStoredFiles } from '../files/service.ts';
import {
  assertUnlocked,
  takeUnlocked,
  findOwnConversation,
  lockFrom,
  metaFor,
  resolveCategoryId,
  userMessageData,
} from './service.ts';
import { conversationInclude, messageInclude, titleFrom, toConversation, toMessage } from './view.ts';
import { conversationPage, conversationStatus, conversationWithMessages } from './reads.ts';
import projectCreation from './project-creation.ts';

/** The title of a conversation started with files and no text. */
const UNTITLED: Partial<Record<Language, string>> & { en: string } = {
  en: 'New conversation',
  tr: 'Yeni sohbet',
};

const routes: FastifyPluginAsyncZod = async (app) => {
  const { prisma } = app;
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/conversations',
    {
      schema: {
        tags: ['conversations'],
        headers: IdempotencyHeaders,
        body: CreateConversationRequest,
        response: { 201: CreateConversationResponse },
      },
      ...idempotent(app),
    },
    async (request, reply) => {
      const user = currentUser(request);
      assertMayUseAgent(user);
      const queueName = queueNameFrom(request);
      const { content, category_name, has_files, project_id } = request.body;
      const project = project_id
        ? await prisma.project.findFirst({
            where: { id: project_id, userId: user.id },
            select: { id: true, conversationId: true },
          })
        : null;
      if (project_id && !project) throw notFound('PROJECT_NOT_FOUND');
      const categoryId = await resolveCategoryId(app, category_name);
      const { conversation, message } = await prisma.$transaction(async (tx) => {
        const conversation = await tx.conversation.create({
          data: {
            userId: user.id,
            categoryId,
            title: titleFrom(content, UNTITLED[request.lang] ?? UNTITLED.en),
            messageCount: 1,
          },
        });
        const message = await tx.message.create({
          data: {
            conversationId: conversation.id,
            ...userMessageData(user.id, {
              content: content.trim(),
              categoryId,
              hasFiles: has_files,
              queueName,
              meta: metaFor(request.lang),
            }),
          },
        });
        // A project whose conversation went missing gets this one (core §2's create-new-conversation dialog).
        if (project && project.conversationId === null) {
          await tx.project.update({ where: { id: project.id }, data: { conversationId: conversation.id } });
        }
        return { conversation, message };
      });
      app.listenToAgentQueue?.(queueName);
      if (!has_files) await dispatch(app, message.id);
      return reply.status(201).send(
        app.envelope(request, 'CONVERSATION_CREATED', {
          conversation: {
            uuid: conversation.uuid,
            title: conversation.title,
            created_at: conversation.createdAt.toISOString(),
            message_count: conversation.messageCount,
            priority: conversation.priority,
            status: conversation.status,
          },
          user_message: { uuid: message.uuid, created_at: message.createdAt.toISOString(), files: [] },
        }),
      );
    },
  );

  app.get(
    '/conversations',
    {
      schema: {
        tags: ['conversations'],
        querystring: ListConversationsQuery,
        response: { 200: ListConversationsResponse },
      },
      onRequest: cachedRead(app),
    },
    async (request, reply) => {
      const stamp = app.userChanges.stamp();
      const { page } = request.query;
      const perPage = request.query.per_page ?? PAGE_SIZES.conversations;
      const { total, rows } = await conversationPage(app, currentUser(request).id, page, perPage);
      return sendCached(
        app,
        request,
        reply,
        app.envelope(request, 'CONVERSATIONS_FETCHED', {
          conversations: {
            data: rows.map((row) => toConversation(app, row, request.lang)),
            current_page: page,
            last_page: lastPage(total, perPage),
            per_page: perPage,
            total,
          },
        }),
        stamp,
      );
    },
  );

  app.get(
    '/conversations/:uuid',
    {
      schema: {
        tags: ['conversations'],
        params: ConversationParams,
        response: { 200: ConversationResponse },
      },
      onRequest: cachedRead(app),
    },
    async (request, reply) => {
      const stamp = app.userChanges.stamp();
      const found = await conversationWithMessages(app, currentUser(request).id, request.params.uuid);
      if (!found) throw notFound('CONVERSATION_NOT_FOUND');
      return sendCached(
        app,
        request,
        reply,
        app.envelope(request, 'CONVERSATION_FETCHED', {
          conversation: {
            ...toConversation(app, found.conversation, request.lang),
            messages: found.messages.map((m) => toMessage(app, m, request.lang)),
          },
        }),
        stamp,
      );
    },
  );

  app.put(
    '/conversations/:uuid',
    {
      schema: {
        tags: ['conversations'],
        params: ConversationParams,
        body: UpdateConversationRequest,
        response: { 200: UpdateConversationResponse },
      },
    },
    async (request) => {
      const found = await findOwnConversation(app, currentUser(request), request.params.uuid);
      const conversation = await prisma.conversation.update({
        where: { id: found.id },
        data: { title: request.body.title },
        include: conversationInclude,
      });
      return app.envelope(request, 'CONVERSATION_UPDATED', {
        conversation: toConversation(app, conversation, request.lang),
      });
    },
  );

  app.delete(
    '/conversations/:uuid',
    { schema: { tags: ['conversations'], params: ConversationParams, response: { 200: Envelope } } },
    async (request) => {
      const found = await findOwnConversation(app, currentUser(request), request.params.uuid, {
        files: true,
      });
      // The project stays: it can get a new conversation later (core §2).
      await prisma.conversation.delete({ where: { id: found.id } });
      await deleteStoredFiles(app, found.files);
      return app.envelope(request, 'CONVERSATION_DELETED');
    },
  );

  app.get(
    '/conversations/find-by-project/:projectId',
    {
      schema: {
        tags: ['conversations'],
        params: FindByProjectParams,
        response: { 200: FindByProjectResponse },
      },
    },
    async (request) => {
      const project = await prisma.project.findFirst({
        where: { id: request.params.projectId, userId: currentUser(request).id },
        select: { conversation: { select: { uuid: true } } },
      });
      if (!project?.conversation) throw notFound('CONVERSATION_NOT_FOUND');
      return app.envelope(request, 'CONVERSATION_FETCHED', {
        conversation: { uuid: project.conversation.uuid },
      });
    },
  );

  app.post(
    '/conversations/:uuid/messages',
    {
      schema: {
        tags: ['conversations'],
        params: ConversationParams,
        body: SendMessageRequest,
        response: { 201: SendMessageResponse },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const conversation = await findOwnConversation(app, user, request.params.uuid);
      assertMayUseAgent(user);
      const queueName = queueNameFrom(request);
      await assertUnlocked(app, conversation.id, request.lang);
      const { content, category_name, has_files, selected_element } = request.body;
      const categoryId = category_name
        ? await resolveCategoryId(app, category_name)
        : conversation.categoryId;
      const message = await prisma.$transaction(async (tx) => {
        await takeUnlocked(tx, conversation.id, request.lang);
        const message = await tx.message.create({
          data: {
            conversationId: conversation.id,
            ...userMessageData(user.id, {
              content: content.trim(),
              categoryId,
              hasFiles: has_files,
              queueName,
              meta: metaFor(request.lang, selected_element ? { selected_element } : {}),
            }),
          },
        });
        await tx.conversation.update({
          where: { id: conversation.id },
          data: { messageCount: { increment: 1 }, lastMessageAt: message.createdAt },
        });
        return message;
      });
      app.listenToAgentQueue?.(queueName);
      if (!has_files) await dispatch(app, message.id);
      return reply.status(201).send(
        app.envelope(request, 'MESSAGE_SENT', {
          user_message: { uuid: message.uuid, created_at: message.createdAt.toISOString(), files: [] },
        }),
      );
    },
  );

  app.get(
    '/conversations/:uuid/messages',
    { schema: { tags: ['conversations'], params: ConversationParams, response: { 200: MessagesResponse } } },
    async (request) => {
      const conversation = await findOwnConversation(app, currentUser(request), request.params.uuid);
      const messages = await prisma.message.findMany({
        where: { conversationId: conversation.id },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        include: messageInclude,
      });
      return app.envelope(request, 'MESSAGES_FETCHED', {
        messages: messages.map((m) => toMessage(app, m, request.lang)),
      });
    },
  );

  app.get(
    '/conversations/:uuid/status',
    {
      schema: {
        tags: ['conversations'],
        params: ConversationParams,
        response: { 200: ConversationStatusResponse },
      },
      onRequest: cachedRead(app),
    },
    async (request, reply) => {
      const stamp = app.userChanges.stamp();
      const user = currentUser(request);
      const status = await conversationStatus(app, user.id, request.params.uuid);
      if (!status) throw notFound('CONVERSATION_NOT_FOUND');
      // needs_refresh is reported once: the poll that reads it true takes it (the claim keeps that to
      // one reader). The one write a read makes, and only once per project that appears; polls that
      // find it false write nothing. That answer is not kept, and the claim is announced, so no cache
      // (here or on another instance) reports it again.
      const needsRefresh =
        status.needsRefresh &&
        (
          await prisma.conversation.updateMany({
            where: { id: status.id, needsRefresh: true },
            data: { needsRefresh: false },
          })
        ).count === 1;
      if (status.needsRefresh) await app.userChanges.changed(user.id);
      return sendCached(
        app,
        request,
        reply,
        app.envelope(request, 'SUCCESS', {
          data: { ...lockFrom(status.open, request.lang), needs_refresh: needsRefresh },
        }),
        status.needsRefresh ? null : stamp,
      );
    },
  );

  app.get(
    '/messages/:id/status',
    { schema: { tags: ['conversations'], params: MessageParams, response: { 200: MessageStatusResponse } } },
    async (request) => {
      const user = currentUser(request);
      const message = await prisma.message.findFirst({
        where: { uuid: request.params.id, role: 'user', conversation: { userId: user.id } },
      });
      if (!message) throw notFound('MESSAGE_NOT_FOUND');
      const errorCode = MessageCode.safeParse(message.errorCode);
      return app.envelope(request, 'SUCCESS', {
        data: {
          uuid: message.uuid,
          status: message.status ?? 'answered',
          error_code: errorCode.success ? errorCode.data : null,
        },
      });
    },
  );

  await app.register(projectCreation);
};

export default routes;
