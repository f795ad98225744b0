import { IdParamsSchema, MessageResponseSchema, dataResponse, pageResponse } from '@bond/contract/common';
import {
  ChangeRoleSchema,
  CustomerSummarySchema,
  MeResponseSchema,
  UpdateMeSchema,
  UserListQuerySchema,
  UserSchema,
} from '@bond/contract/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, actorOf, sayTo } from '../../shared/requests.ts';
import * as service from './users.service.ts';

export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const security = [{ bearer: [] }];

  app.get(
    '/users/me',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'My profile', response: { 200: MeResponseSchema } },
    },
    async (request) => {
      const data = await service.getProfile(app.db, accountOf(request).id);
      return {
        success: true as const,
        message: sayTo(request, 'profileRetrieved'),
        email: data.email,
        role: data.role,
        data,
      };
    },
  );

  app.put(
    '/users/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Update my name, phone and address',
        body: UpdateMeSchema.strict(),
        response: { 200: dataResponse(UserSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'profileUpdated'),
      data: await service.updateProfile(app.db, accountOf(request).id, request.body),
    }),
  );

  app.get(
    '/users/allusers',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Active accounts, oldest first, paginated; search over name, e-mail and phone (admin)',
        querystring: UserListQuerySchema.strict(),
        response: { 200: pageResponse(UserSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'usersRetrieved'),
      ...(await service.listUsers(app.db, request.query)),
    }),
  );

  app.get(
    '/users/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'A customer with their open balance, refunds due and rental counts (admin)',
        params: IdParamsSchema,
        response: { 200: dataResponse(CustomerSummarySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'userRetrieved'),
      data: await service.customerSummary(app.db, request.params.id),
    }),
  );

  app.put(
    '/users/user/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Promote a customer to admin (admin)',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await service.promoteToAdmin(app.db, actorOf(request), request.params.id);
      return { success: true as const, message: sayTo(request, 'userPromoted') };
    },
  );

  app.patch(
    '/users/:id/role',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          "Give another account a role: 'user' (customer), 'staff' (the counter) or 'admin'; never your own (admin)",
        params: IdParamsSchema,
        body: ChangeRoleSchema.strict(),
        response: { 200: dataResponse(UserSchema) },
      },
    },
    async (request) => {
      const data = await service.changeRole(app.db, actorOf(request), request.params.id, request.body.role);
      return { success: true as const, message: sayTo(request, 'roleChanged', { role: data.role }), data };
    },
  );

  app.delete(
    '/users/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Delete (deactivate) a customer (admin)',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await service.deleteUser(app.db, actorOf(request), request.params.id);
      return { success: true as const, message: sayTo(request, 'userDeleted') };
    },
  );
}
