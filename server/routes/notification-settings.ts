// The Account page's email and push switches: each signed-in user reads and turns only their own.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationSettingBody,
  notificationSettingsResponse,
} from '../../contract/notification-settings.ts';
import { writeLimit } from '../lib/write-limit.ts';
import { signedIn } from '../plugins/auth.ts';
import { privateRead } from './private-read.ts';
import { preferences } from '../delivery/delivery.ts';

const path = '/account/notification-settings';

export async function notificationSettingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    path,
    { ...privateRead, schema: { response: { 200: notificationSettingsResponse } } },
    async (req) => ({
      success: true as const,
      data: await preferences.settingsOf(app.db, signedIn(req).id),
    }),
  );
  r.put(
    path,
    {
      ...privateRead,
      schema: { body: notificationSettingBody, response: { 200: notificationSettingsResponse } },
      config: writeLimit(app.config, 'notification-settings'),
    },
    async (req) => {
      const me = signedIn(req);
      const data = await app.db.transaction(async (tx) => {
        await preferences.changeSetting(tx, me.id, req.body);
        return preferences.settingsOf(tx, me.id);
      });
      return { success: true as const, message: 'Notification settings saved', data };
    },
  );
}
