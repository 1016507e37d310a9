import type { OperationHandlers } from '../contract/registry.ts';
import { footballOperations } from '../football/index.ts';
import { authOperations } from './auth.ts';
import { competitionsOperations } from './competitions.ts';
import { devOperations } from './dev.ts';
import { meOperations } from './me.ts';
import { prizesOperations } from './prizes.ts';
import { profileOperations } from './profile.ts';
import { systemOperations } from './system.ts';
import { usersOperations } from './users.ts';

/**
 * The platform's operations. Later features add their own modules here (or pass them to buildApp's
 * `handlers`); every contract operation without an entry answers 501.
 */
export const platformOperations: OperationHandlers = {
  ...authOperations,
  ...profileOperations,
  ...meOperations,
  ...competitionsOperations,
  ...prizesOperations,
  ...usersOperations,
  ...systemOperations,
  ...devOperations,
  // Football (games, predictions, teams, players, match admin, imports): apps/api/src/football.
  ...footballOperations,
};
