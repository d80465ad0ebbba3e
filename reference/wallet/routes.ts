import type { OperationRoutes } from '../http/operation-routes.ts';
import type { Context } from 'koa';
import type { AppDeps } from '../http/app-deps.ts';
import { requirePlatformAuth } from '../auth/basic-auth.ts';
import { answerSigned } from '../signed-retry/answer.ts';
import { readSignedRetryHeaders } from '../signed-retry/headers.ts';
import { challengeCredential } from './challenge-service.ts';
import { createCredential, listCredentials, revokeCredential } from './credential-service.ts';
import { listSessions, revokeSession, refreshSession } from './session-service.ts';
import { verifyCredential } from './verify-service.ts';
import { toAuthMethodResponse, toAuthSessionResponse } from './wallet-responses.ts';

/** Registers the embedded-wallet credential and session operations (4.2). */
export function registerRoutes(routes: OperationRoutes, deps: AppDeps): void {
  const platformAuth = requirePlatformAuth(deps.config, deps.rules, deps.store);
  const call = (ctx: Context) => ({
    path: ctx.path,
    headers: readSignedRetryHeaders(ctx, deps.config, deps.rules.walletSignatureHeaderRead),
  });
  const param = (ctx: Context, name: string): string =>
    (ctx['params'] as Record<string, string | undefined>)[name] ?? '';
  const query = (ctx: Context, name: string): string | undefined => {
    const value = ctx.query[name];
    return Array.isArray(value) ? value[0] : value;
  };

  routes.add('createAuthCredential', platformAuth, async (ctx, body) => {
    answerSigned(ctx, await createCredential(deps, body, call(ctx)), 201, toAuthMethodResponse);
  });

  routes.add('listAuthCredentials', platformAuth, async (ctx) => {
    const credentials = await listCredentials(deps, query(ctx, 'accountId'));
    ctx.body = { data: credentials.map(toAuthMethodResponse) };
  });

  routes.add('revokeAuthCredential', platformAuth, async (ctx) => {
    answerSigned(ctx, await revokeCredential(deps, param(ctx, 'id'), call(ctx)), 204);
  });

  routes.add('challengeAuthCredential', platformAuth, async (ctx, body) => {
    const outcome = await challengeCredential(deps, param(ctx, 'id'), body);
    ctx.body =
      'otp' in outcome
        ? {
            ...toAuthMethodResponse(outcome.otp.credential),
            otpEncryptionTargetBundle: outcome.otp.otpEncryptionTargetBundle,
          }
        : { ...toAuthMethodResponse(outcome.passkey.credential), ...outcome.passkey.challenge };
  });

  routes.add('verifyAuthCredential', platformAuth, async (ctx, body) => {
    const outcome = await verifyCredential(deps, param(ctx, 'id'), body, call(ctx));
    answerSigned(ctx, outcome, 200, (issued) =>
      toAuthSessionResponse(issued.session, issued.encryptedSessionSigningKey),
    );
  });

  routes.add('listAuthSessions', platformAuth, async (ctx) => {
    const sessions = await listSessions(deps, query(ctx, 'accountId'));
    ctx.body = { data: sessions.map((s) => toAuthSessionResponse(s)) };
  });

  routes.add('refreshAuthSession', platformAuth, async (ctx, body) => {
    const outcome = await refreshSession(deps, param(ctx, 'id'), body, call(ctx));
    answerSigned(ctx, outcome, 201, (issued) =>
      toAuthSessionResponse(issued.session, issued.encryptedSessionSigningKey),
    );
  });

  routes.add('revokeAuthSession', platformAuth, async (ctx) => {
    answerSigned(ctx, await revokeSession(deps, param(ctx, 'id'), call(ctx)), 204);
  });
}
