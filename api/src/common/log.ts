// One JSON log line on stdout, for the few start-up events worth keeping (Nest's own chatter is filtered out).
export function logInfo(context: string, msg: string): void {
  process.stdout.write(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, context, msg }) + '\n');
}
