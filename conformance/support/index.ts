/**
 * The test-authoring API: everything a conformance suite (`conformance/suites/**\/*.conformance.ts`) imports.
 */
export { expect } from 'vitest';
export { conformanceTest, describeArea, DEFAULT_TEST_TIMEOUT_MS, type ConformanceTestMeta } from './declare.ts';
export type { TestKit } from './test-kit.ts';
export { expectClientErrorRefusal, expectErrorEnvelope, type ErrorBody } from './expect-error.ts';
export { expectSchema } from './expect-schema.ts';
export { operationRequest } from '../http/operation-request.ts';
export { SetupError } from '../engine/setup-error.ts';
export type { ApiClient, ApiResponse, ApiRequest, RequestOptions, AuthMode } from '../http/client.ts';
export type { RunContext, TestTag } from '../engine/run-context.ts';
export { sandboxTimeTag, type ElapseOptions } from './elapse.ts';
export type { SandboxClockCapability } from './sandbox-clock.ts';
export type { Binding } from '../binding/binding.ts';
export type { ClauseId, OperationId } from '../../spec/keys/index.ts';
