// Interviews of an application and the device's time zone (contract/interviews.ts). Thin: the
// services decide who may do what. Every write needs the network (contract/offline-writes.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationParam,
  chooseTimeBody,
  interviewParam,
  interviewResponse,
  interviewsResponse,
  myInterviewsResponse,
  rescheduleBody,
  scheduleBody,
  timeZoneBody,
  timeZoneResponse,
} from '../../contract/interviews.ts';
import { writeLimit } from '../lib/write-limit.ts';
import { signedIn } from '../plugins/auth.ts';
import { saveTimeZone } from '../services/accounts/time-zone.ts';
import { cancelInterview, chooseTime } from '../services/interviews/choose-and-cancel.ts';
import { listInterviews } from '../services/interviews/list-interviews.ts';
import { myInterviews } from '../services/interviews/my-interviews.ts';
import { rescheduleInterview } from '../services/interviews/reschedule.ts';
import { scheduleInterview } from '../services/interviews/schedule.ts';
import { privateRead } from './private-read.ts';

export async function interviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limit = writeLimit(app.config, 'interview');
  r.get(
    '/applications/:id/interviews',
    { ...privateRead, schema: { params: applicationParam, response: { 200: interviewsResponse } } },
    async (req) => ({
      success: true as const,
      data: await listInterviews(app.db, signedIn(req), req.params.id),
    }),
  );
  r.get(
    '/interviews/mine',
    { ...privateRead, schema: { response: { 200: myInterviewsResponse } } },
    async (req) => ({ success: true as const, data: await myInterviews(app.db, signedIn(req)) }),
  );
  r.post(
    '/applications/:id/interviews',
    {
      schema: { params: applicationParam, body: scheduleBody, response: { 201: interviewResponse } },
      config: limit,
    },
    async (req, reply) =>
      reply.code(201).send(await scheduleInterview(app.db, signedIn(req), req.params.id, req.body)),
  );
  r.patch(
    '/interviews/:id',
    {
      schema: { params: interviewParam, body: rescheduleBody, response: { 200: interviewResponse } },
      config: limit,
    },
    async (req) => rescheduleInterview(app.db, signedIn(req), req.params.id, req.body),
  );
  r.post(
    '/interviews/:id/cancel',
    { schema: { params: interviewParam, response: { 200: interviewResponse } }, config: limit },
    async (req) => cancelInterview(app.db, signedIn(req), req.params.id),
  );
  r.post(
    '/interviews/:id/choose',
    {
      schema: { params: interviewParam, body: chooseTimeBody, response: { 200: interviewResponse } },
      config: limit,
    },
    async (req) => chooseTime(app.db, signedIn(req), req.params.id, req.body.startsAt),
  );
  r.put(
    '/account/time-zone',
    {
      schema: { body: timeZoneBody, response: { 200: timeZoneResponse } },
      config: writeLimit(app.config, 'time-zone'),
    },
    async (req) => saveTimeZone(app.db, signedIn(req), req.body.timeZone),
  );
}
