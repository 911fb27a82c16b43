// One JSON line per event, as the API logs (docs/operations.md reads them the same way).
export function logError(msg: string, extra: Record<string, unknown> = {}): void {
  console.error(JSON.stringify({ level: 'error', time: new Date().toISOString(), service: 'gateway', msg, ...extra }));
}

export function logInfo(msg: string, extra: Record<string, unknown> = {}): void {
  console.log(JSON.stringify({ level: 'info', time: new Date().toISOString(), service: 'gateway', msg, ...extra }));
}

export const errorText = (err: unknown): string => String((err as Error)?.stack ?? err);
