// The shell's entry: an async boundary, bootstrap.tsx is imported dynamically. The federation runtime has set up the
// share scope by then (the shell's copies of the singletons, in main.js: sharedDeps eager).
//
// Before it, the shared libraries are evaluated one per task rather than all in bootstrap's: the server has already
// painted the page, and on a slow phone one long task here would keep a tap waiting for the whole of it
// (BENCHMARKS.md, total blocking time). Each of these import()s resolves from main.js itself; nothing is fetched.
import { nextTask } from './next-task.js';

// In the order they depend on each other.
const LIBRARIES = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('react-router-dom'),
  () => import('@inmo/shell/platform'),
];

async function start(): Promise<void> {
  for (const load of LIBRARIES) {
    await nextTask();
    await load();
  }
  // One chunk (the same name): the app's modules are evaluated in a task, bootstrap's render in the next.
  await import(/* webpackChunkName: "bootstrap" */ './app.js');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap.js');
}

void start();
