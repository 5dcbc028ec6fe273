import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { AuthService } from './features/auth/auth.service';
import type { Clock } from './lib/clock';

/** Everything a feature needs, built once per app: config, database, clock and the services. */
export interface AppContext {
  config: Config;
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  services: {
    auth: AuthService;
  };
}

export function createServices(config: Config, database: Database, clock: Clock): AppContext['services'] {
  return {
    auth: new AuthService(database.db, config, clock),
  };
}
