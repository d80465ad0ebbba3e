// @ts-check
/** Stryker's plugin for the exclusion ledger (exclusions.mjs): the ignorer `exclusion-ledger`. */
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';
import { allExclusions, createIgnorer } from './exclusions.mjs';

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'exclusion-ledger', createIgnorer(allExclusions(), console.warn)),
];
