import {
  ZChangePasswordBody,
  ZChangePasswordResponse,
  ZForgotPasswordBody,
  ZMessageResponse,
  ZResetPasswordBody,
  ZResetTokenBody,
  ZUnlockBody,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth';
import { createPasswordResetService } from './password-reset.service';
import { changePassword, unlockSession } from './unlock.service';

/** Forgot/reset password (open to everyone), unlock and change-password (signed-in users), under /api/auth. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPasswordResetService(app);
  const tags = ['auth'];
  const response = { 200: ZMessageResponse };

  app.post('/forgot-password', { schema: { tags, body: ZForgotPasswordBody, response } }, (request) =>
    service.requestReset(request.body.email, request.ip),
  );

  app.post('/reset-password/check', { schema: { tags, body: ZResetTokenBody, response } }, (request) =>
    service.checkToken(request.body.token),
  );

  app.post('/reset-password', { schema: { tags, body: ZResetPasswordBody, response } }, (request) =>
    service.resetPassword(request.body),
  );

  app.post('/unlock', { schema: { tags, body: ZUnlockBody, response } }, (request) =>
    unlockSession(app, requireUser(request), request.body.password, request.ip),
  );

  const changed = { 200: ZChangePasswordResponse };
  app.post(
    '/change-password',
    { schema: { tags, body: ZChangePasswordBody, response: changed } },
    (request) => changePassword(app, requireUser(request), request.body, request.ip),
  );
};

// The public face other modules use (never the files themselves).
export { assertCurrentPassword } from './password-reset.service';
