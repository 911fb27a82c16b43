// The shell's entry. Remotes start through an async boundary (their index.ts → import('./bootstrap')); the host
// needs none: every library it shares is eager (mf-shared.mjs sharedDeps({eager: true})), so the shared scope
// is complete before any app code runs, and the app starts from main.js alone instead of waiting for one more
// round trip for a bootstrap chunk (≈ 0.3 s on a slow 4G phone, see BENCHMARKS.md).
import './bootstrap.js';
