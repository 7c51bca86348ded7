import {
  ZAccessTokenBody,
  ZAuthResponse,
  ZMessageResponse,
  ZRegisterBody,
  ZRegisterConfirmBody,
  ZRegisterPendingResponse,
  ZRegisterResendBody,
  ZSignInBody,
  ZUserUpdateBody,
  ZUserUpdateResponse,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken, requireUser } from '../../core/auth/auth';
import { createAuthService } from './auth.service';
import { createRegistrationService } from './registration.service';

/** Failures are not declared as response schemas: a schema would strip the keys of the other error shape. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService(app);
  const registration = createRegistrationService(app, (row) => auth.respond(row));
  const tags = ['auth'];
  const config = { authErrorShape: true };

  app.post(
    '/register',
    {
      config,
      schema: {
        tags,
        body: ZRegisterBody,
        response: { 200: ZRegisterPendingResponse },
      },
    },
    (request) => registration.register(request.body, request.ip),
  );

  // The e-mail's link: activates the account, joins the panel and signs in (single use, expiring).
  app.post(
    '/register/confirm',
    { schema: { tags, body: ZRegisterConfirmBody, response: { 200: ZAuthResponse } } },
    (request) => registration.confirm(request.body.token),
  );

  app.post(
    '/register/resend',
    { schema: { tags, body: ZRegisterResendBody, response: { 200: ZMessageResponse } } },
    (request) => registration.resend(request.body.email, request.ip),
  );

  app.post(
    '/signin',
    {
      config,
      schema: { tags, body: ZSignInBody, response: { 200: ZAuthResponse } },
    },
    // A valid session presented with it keeps the sign-in in the clean lane during a flood.
    (request) => auth.signIn(request.body, request.ip, request.playScope ? '' : bearerToken(request)),
  );

  app.post(
    '/access-token',
    { schema: { tags, body: ZAccessTokenBody, response: { 200: ZAuthResponse } } },
    (request) => auth.renew(request.body.access_token),
  );

  // The token itself names the session to end: the one this device holds (none: 401).
  app.post('/signout', { schema: { tags, response: { 200: ZMessageResponse } } }, (request) =>
    auth.signOut(bearerToken(request)),
  );

  app.post('/signout-all', { schema: { tags, response: { 200: ZMessageResponse } } }, (request) =>
    auth.signOutEverywhere(requireUser(request).id),
  );

  app.post(
    '/user/update',
    {
      // Theme and layout settings are small; a megabyte of them is abuse, refused before parsing.
      bodyLimit: 64 * 1024,
      schema: { tags, body: ZUserUpdateBody, response: { 200: ZUserUpdateResponse } },
    },
    (request) => auth.updateSelf(requireUser(request).id, request.body),
  );
};
