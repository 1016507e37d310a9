import type { Feature } from '../platform/feature.ts';
import { prizesOperations } from './operations.ts';

export const prizesFeature: Feature = { name: 'prizes', operations: prizesOperations };
