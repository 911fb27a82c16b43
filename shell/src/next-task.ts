/** Resolves in a task of its own: work after it does not add to the current task (BENCHMARKS.md, total blocking time). */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
