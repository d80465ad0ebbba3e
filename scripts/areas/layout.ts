/**
 * Where an area lives in each tree, and which folders of those trees belong to no area. The area names themselves
 * are `areas` of `spec/clauses/types.ts`; every folder named here as an area's must carry one of those names.
 */

/** Folders of each tree that serve every area and belong to none (the rest of each tree is areas). */
export const infrastructure = {
  reference: ['crypto', 'http', 'signed-retry', 'store', 'test-support', 'util', 'generated'],
  'conformance/binding': [],
  'conformance/suites': [],
  'scripts/deviants': [
    'catalogue.ts',
    'deviant.ts',
    'suffix-swap.ts',
    'areas.generated.ts',
    'backlog.ts',
    'clause-coverage.ts',
    'no-realistic-deviant.ts',
    'seams',
  ],
} as const satisfies Record<string, readonly string[]>;

/**
 * The folders of `spec/openapi/` whose files each hold one group of the OpenAPI document (an area's operations, or
 * a group of its schemas), with the files of those folders that are helpers; every other file exports the folder's
 * fixed name, and the document merges the groups in the order of their file names.
 */
export const openapiGroups = {
  'spec/openapi/paths': { exports: 'paths', helpers: ['helpers.ts'] },
  'spec/openapi/schemas': { exports: 'schemas', helpers: ['common.ts', 'customer-facts.ts'] },
} as const satisfies Record<string, { exports: string; helpers: readonly string[] }>;

/**
 * The fixed names an area's files export, by tree. A file of `reference/<area>/` (or of a slice folder under it)
 * exporting one of these is found by the generator; so is a binding part `conformance/binding/<area>/*-binding.ts`
 * and a deviant file `scripts/deviants/<area>.ts`.
 */
export const fixedExports = {
  /** `(routes: OperationRoutes, deps: AppDeps) => void`: the handlers, by operation id. */
  routes: 'registerRoutes',
  /** The rules a deviant may replace (spread into `ReferenceRules`). */
  rules: 'rules',
  /** `() => tables`: the store tables, empty. */
  tables: 'emptyTables',
  /** The lookups of those tables the store indexes (`TableIndexes` of `reference/store/table-indexes.ts`). */
  indexes: 'tableIndexes',
  /** The binding part's method names and its production default. */
  bindingMethods: 'methods',
  bindingCreate: 'create',
  /** The area's deviants. */
  deviants: 'deviants',
} as const;
