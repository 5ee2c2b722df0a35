// A child process that sees a directory as a small volume of its own (a tmpfs of a given size),
// to fill its disk for real: mounted in a user and mount namespace of the child's own. Needs
// Linux, unshare and unprivileged user namespaces; cannotMountSmallVolume says why not.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The arguments of `unshare` that mount a tmpfs of `size` on "$VOLUME" and run the shell `script` with `args` as "$1"…. */
export function smallVolumeArgs(volume: string, size: string, script: string, args: string[]): string[] {
  const mounted = `mount -t tmpfs -o size=${size} tmpfs "$VOLUME" || exit 90\n${script}`;
  return ['--user', '--map-root-user', '--mount', 'env', `VOLUME=${volume}`, 'sh', '-c', mounted, 'sh', ...args];
}

/** Why this machine cannot mount a small volume for a child process, or null. */
export function cannotMountSmallVolume(): string | null {
  if (process.platform !== 'linux') return 'a tmpfs in a user namespace needs Linux';
  const at = mkdtempSync(join(tmpdir(), 'tmpfs-probe-'));
  try {
    const probe = spawnSync('unshare', smallVolumeArgs(at, '64k', 'true', []), { encoding: 'utf8' });
    if (probe.error) return `unshare cannot be run here (${probe.error.message})`;
    return probe.status === 0 ? null : `no tmpfs mount in a user namespace here: ${probe.stderr.trim() || `status ${probe.status}`}`;
  } finally {
    rmSync(at, { recursive: true, force: true });
  }
}
