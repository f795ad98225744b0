import { dataResponse } from '@bond/contract/common';
import { ReportPeriodQuerySchema, ReportSummarySchema } from '@bond/contract/reports';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as service from './reports.service.ts';
import { sayTo } from '../../shared/requests.ts';

/** A CSV export as a download: the browser saves it under its file name. Never cached: it holds customers' data. */
function sendCsv(reply: FastifyReply, file: service.CsvFile) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/** The owner's reports and exports of a period of whole Dhaka days (admin). */
export default async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];
  const security = [{ bearer: [] }];
  const querystring = ReportPeriodQuerySchema.strict();

  app.get(
    '/reports/summary',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Money per Dhaka day (and collected by method and by who received it), rentals, each bike’s use and the busiest hours from one day to another, both included, at most 366 days (admin)',
        querystring,
        response: { 200: dataResponse(ReportSummarySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      message: sayTo(request, 'reportRetrieved'),
      data: await service.summary(app.db, request.query),
    }),
  );

  app.get(
    '/reports/rentals.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Download, as CSV (UTF-8, Dhaka times), every rental whose booked start lies between from and to, both days included (admin)',
        querystring,
      },
    },
    async (request, reply) => sendCsv(reply, await service.rentalsCsv(app.db, request.query)),
  );

  app.get(
    '/reports/payments.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary:
          'Download, as CSV (UTF-8, Dhaka times), every payment attempt created or settled between from and to, both days included, with its method, reference and who received it (admin)',
        querystring,
      },
    },
    async (request, reply) => sendCsv(reply, await service.paymentsCsv(app.db, request.query)),
  );
}
