// The runtime list of remotes: where the shell loads each remote's remoteEntry.js from. Read on every request from
// REMOTES_FILE (so a team points the shell at a redeployed remote without restarting anything), else from
// MF_PUBLIC_ENTRY / MF_BACKOFFICE_ENTRY, else the folders this gateway serves.
import fsp from 'node:fs/promises';
import { logError } from './log.js';

export interface Remote {
  name: string;
  entry: string;
}

export const DEFAULT_REMOTES: readonly Remote[] = [
  { name: 'mf_public', entry: '/mf-public/remoteEntry.js' },
  { name: 'mf_backoffice', entry: '/mf-backoffice/remoteEntry.js' },
];

export class RemotesSource {
  // The file is parsed again only when it changes (size or modification time, in nanoseconds): a stat per request
  // instead of a read and a parse, and an edit is still seen on the very next request.
  private cached: { version: string; remotes: Remote[] } | null = null;
  // The same list object on every request while nothing changes: what is computed from it can be kept by identity.
  private readonly fallback: Remote[];

  constructor(private readonly env: NodeJS.ProcessEnv) {
    this.fallback = [
      { name: 'mf_public', entry: env.MF_PUBLIC_ENTRY || DEFAULT_REMOTES[0].entry },
      { name: 'mf_backoffice', entry: env.MF_BACKOFFICE_ENTRY || DEFAULT_REMOTES[1].entry },
    ];
  }

  async read(): Promise<Remote[]> {
    const file = this.env.REMOTES_FILE;
    if (file) {
      try {
        const st = await fsp.stat(file, { bigint: true });
        const version = `${st.size}:${st.mtimeNs}`;
        if (this.cached?.version === version) return this.cached.remotes;
        const parsed = JSON.parse(await fsp.readFile(file, 'utf8')) as { remotes?: unknown };
        if (Array.isArray(parsed?.remotes)) {
          this.cached = { version, remotes: parsed.remotes as Remote[] };
          return this.cached.remotes;
        }
        throw new Error('no "remotes" list');
      } catch (err) {
        this.cached = null;
        logError('remotes file unreadable, using defaults', { file, err: String(err) });
      }
    }
    return this.fallback;
  }
}

/** Origins of the remotes served from elsewhere (a relative entry is this origin). */
export function remoteOrigins(remotes: readonly Remote[]): string[] {
  const origins = new Set<string>();
  for (const r of remotes) {
    try {
      origins.add(new URL(r.entry).origin);
    } catch {
      /* relative entry: same origin */
    }
  }
  return [...origins];
}

/** mf_public's entry in the list, if any. */
export const publicEntry = (remotes: readonly Remote[]): string | undefined => remotes.find((r) => r.name === 'mf_public')?.entry;

/** True when mf_public is the build this gateway serves (its files, manifest and server renderer are local). */
export const ownPublicRemote = (remotes: readonly Remote[]): boolean => publicEntry(remotes) === DEFAULT_REMOTES[0].entry;
