// The shell's entry. Remotes start through an async boundary (their index.ts → import('./bootstrap')); the host
// needs none: it is not built with the federation plugin, every library it shares is in main.js, and its
// federation host is created at run time (src/remotes/host.ts) before any remote loads. The app starts from
// main.js alone instead of waiting for one more round trip for a bootstrap chunk (≈ 0.3 s on a slow 4G phone).
//
// The libraries are evaluated one per task, not all in the task that runs main.js: the server has already painted
// the page, and on a slow phone one long task here would keep a tap waiting for the whole of it (BENCHMARKS.md,
// total blocking time). Each import() resolves from main.js itself; nothing more is fetched.
import { nextTask } from './next-task.js';

// In the order they depend on each other.
const STAGES = [
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'styled-components'),
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ '@module-federation/enhanced/runtime'),
  () => import(/* webpackMode: "eager" */ '@inmo/shell/platform'),
  () => import(/* webpackMode: "eager" */ './remotes/host.js').then((m) => m.startFederation()),
  () => import(/* webpackMode: "eager" */ './app.js'),
  () => import(/* webpackMode: "eager" */ './bootstrap.js'),
];

async function start(): Promise<void> {
  for (const stage of STAGES) {
    await nextTask();
    await stage();
  }
}

void start();
