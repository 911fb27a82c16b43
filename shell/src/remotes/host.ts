// The shell's Module Federation host, created at run time with the runtime API instead of by the bundler plugin.
//
// Why: the plugin starts the federation runtime inside main.js's first task, before any of the shell's code runs,
// and on a slow phone that start-up was the largest single piece of the page's total blocking time (BENCHMARKS.md).
// Created here, it starts in a task of its own (src/index.ts), once the libraries it shares have been evaluated.
// What the remotes see is the same as with the plugin: one share scope where the shell's copies of the singletons
// are already loaded (mf-shared.mjs sharedByHost lists them, with their versions, at build time), and the
// federation runtime provided for their entries (remotes are built with experiments.externalRuntime).
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as styledComponents from 'styled-components';
import * as reactRouterDom from 'react-router-dom';
import * as platform from '@inmo/shell/platform';
import { init, registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { nextTask } from '../next-task.js';

/** Filled in by the build (DefinePlugin): name → version and the range the shell itself requires. */
declare const __SHARED_BY_HOST__: Record<string, { version: string; requiredVersion: string }>;

const MODULES: Record<string, unknown> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'styled-components': styledComponents,
  'react-router-dom': reactRouterDom,
  '@inmo/shell/platform': platform,
};

/**
 * Loading a remote runs its entry, the set-up of its container, the matching of each library it shares against the
 * share scope (semver parsing, a few milliseconds each on a slow phone) and its exposed module one after the other
 * in promise callbacks, that is in one task. This plugin yields to the browser between those steps. It is global,
 * so it applies to the remotes' own federation instances too (they resolve their shared libraries).
 */
const yieldingPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'inmo-yield-between-steps',
  async beforeInitContainer(args) {
    await nextTask();
    return args;
  },
  async initContainer(args) {
    await nextTask();
    return args;
  },
  async beforeLoadShare(args) {
    await nextTask();
    return args;
  },
});

let started = false;

/** Creates the host instance (once); registerRemotes/loadRemote need it. */
export function startFederation(): void {
  if (started) return;
  started = true;
  const shared = Object.fromEntries(
    Object.entries(__SHARED_BY_HOST__).map(([name, { version, requiredVersion }]) => {
      const mod = MODULES[name];
      if (!mod) throw new Error(`host.ts: no module for the shared library ${name}`);
      return [name, { version, lib: () => mod, loaded: true, shareConfig: { singleton: true, requiredVersion, strictVersion: false, eager: true } }];
    }),
  );
  registerGlobalPlugins([yieldingPlugin()]);
  init({
    name: 'inmo_shell',
    remotes: [],
    shared,
    // Remotes load only when mounted: version-first would fetch every remote's entry on start.
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCore()],
  });
}
