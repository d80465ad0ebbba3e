/**
 * API tokens (1: "manage API tokens programmatically") as production gives them: the permissions a token holds. The
 * document shows no operation of the area; a token's client id and secret are platform credentials for HTTP Basic (5).
 */

/** Production's `Permission`: VIEW reads, TRANSACT sends payments, MANAGE manages config, tokens and customers. */
export const apiTokenPermissions = ['VIEW', 'TRANSACT', 'MANAGE'] as const;
export type ApiTokenPermission = (typeof apiTokenPermissions)[number];
