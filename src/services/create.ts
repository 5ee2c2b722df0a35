// Placeholder replaced by the services implementation.
import type { Database } from '../store/open.ts';
import type { Services } from './index.ts';

export interface ServiceDeps {
  db: Database;
  sanctionsThreshold: number;
}

export function createServices(_deps: ServiceDeps): Services {
  throw new Error('services not implemented yet');
}
