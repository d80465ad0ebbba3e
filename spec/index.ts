/**
 * The interface as data: the one module both the conformance runner and the reference server import.
 * (The OpenAPI document and its schemas live in `spec/openapi/` and `spec/schemas.ts`, imported directly.)
 */
export * from './errors.ts';
export * from './enums.ts';
export * from './state-machines.ts';
export * from './limits.ts';
export * from './sandbox.ts';
export * from './clauses/index.ts';
