/**
 * A request to an operation of `spec/` by its id: the method and path template come from the spec, the path
 * parameters are typed by the template and percent-encoded, and the request carries the id so that the transcript
 * and the response check name the operation.
 */
import type { OperationId, PathParams } from '../../spec/keys/index.ts';
import { operation, operationPath } from '../../spec/operations.ts';
import type { ApiRequest, RequestOptions } from './client.ts';

type HasParams<Id extends OperationId> = keyof PathParams<Id> extends never ? false : true;

/** The options of a call: the request options, and `params` when the path template has parameters. */
export type OperationCallOptions<Id extends OperationId> = RequestOptions &
  (HasParams<Id> extends true ? { readonly params: PathParams<Id> } : { readonly params?: undefined });

/** The rest arguments of a call: options may be left out when the operation has no path parameter. */
export type OperationCallArgs<Id extends OperationId> =
  HasParams<Id> extends true ? [options: OperationCallOptions<Id>] : [options?: OperationCallOptions<Id>];

export function operationRequest<Id extends OperationId>(id: Id, ...[options]: OperationCallArgs<Id>): ApiRequest {
  const { params, ...rest } = (options ?? {}) as RequestOptions & { params?: Readonly<Record<string, string>> };
  return {
    ...rest,
    method: operation(id).method.toUpperCase(),
    path: operationPath(id, params ?? {}),
    operationId: id,
  };
}
