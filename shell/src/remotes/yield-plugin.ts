// A federation runtime plugin (rspack.config.mjs runtimePlugins). Loading a remote runs its entry, the set-up of its
// container, the matching of each library it shares against the share scope (semver parsing, a few milliseconds each
// on a slow phone) and its exposed module one after the other in promise callbacks, that is in one task. This yields
// to the browser between those steps (BENCHMARKS.md, total blocking time). Registered globally as well: the remotes'
// own federation instances, created when their entries run, resolve their shared libraries through it too.
import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../next-task.js';

export default function yieldBetweenSteps(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = {
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
  };
  registerGlobalPlugins([plugin]);
  return plugin;
}
