import type { Feature } from '../platform/feature.ts';
import { competitionsOperations } from './operations.ts';

export const competitionsFeature: Feature = { name: 'competitions', operations: competitionsOperations };
