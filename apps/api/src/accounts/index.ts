import type { Feature } from '../platform/feature.ts';
import { authOperations, emailVerificationRoute } from './auth-operations.ts';
import { devOperations } from './dev-operations.ts';
import { fileRoutes } from './files-route.ts';
import { sweepExpired, SWEEP_EXPIRED_JOB } from './housekeeping.ts';
import { meOperations } from './me-operations.ts';
import { profileOperations } from './profile-operations.ts';
import { usersOperations } from './users-operations.ts';

/** Sign-up, sign-in and sessions, the profile, friends, notifications, the user directory and uploaded files. */
export const accountsFeature: Feature = {
  name: 'accounts',
  operations: { ...authOperations, ...profileOperations, ...meOperations, ...usersOperations, ...devOperations },
  routes: async (api, services) => {
    await api.register(fileRoutes, { services });
    await api.register(emailVerificationRoute, { services });
  },
  jobs: { [SWEEP_EXPIRED_JOB]: { run: (services) => sweepExpired(services) } },
  // Hourly, on the hour; a sweep is idempotent, so a retried or repeated one only finds less to delete.
  schedules: () => [{ job: SWEEP_EXPIRED_JOB, cron: '0 * * * *' }],
};

export { createUser, findUserByIdentifier } from './users.ts';
export { hashPassword } from './passwords.ts';
