// A child process that sees a directory as a read-only file system (a volume mounted `:ro`): the
// directory is bind-mounted read-only over itself in a user and mount namespace of the child's
// own, and the child starts in it. Needs Linux, unshare and unprivileged user namespaces;
// cannotMountReadOnly says why not where they are missing.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The arguments of `unshare` that run `command` in `dir`, mounted read-only. */
export function readOnlyMountArgs(dir: string, command: string[]): string[] {
  const script = 'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" "$1" && cd "$1" && shift && exec "$@"';
  return ['--user', '--map-root-user', '--mount', 'sh', '-c', script, 'sh', dir, ...command];
}

/** Why this machine cannot mount a directory read-only for a child process, or null. */
export function cannotMountReadOnly(dir: string): string | null {
  if (process.platform !== 'linux') return 'read-only bind mounts in a namespace need Linux';
  const probe = spawnSync('unshare', readOnlyMountArgs(dir, ['touch', join(dir, 'probe')]), { encoding: 'utf8' });
  if (probe.error) return `unshare cannot be run here (${probe.error.message})`;
  if (/Read-only file system/.test(probe.stderr)) return null;
  return `no read-only bind mount in a user namespace here: ${probe.stderr.trim() || `status ${probe.status}`}`;
}
