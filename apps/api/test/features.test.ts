import { describe, expect, it } from 'vitest';
import { features } from '../src/features.ts';
import { operationsOf, type Feature } from '../src/platform/feature.ts';
import { loadContract } from '../src/platform/contract/load.ts';

describe('features', () => {
  it('handle contract operations only, each in one feature', () => {
    const known = new Set(loadContract().operations.map((operation) => operation.operationId));
    const handled = Object.keys(operationsOf(features));
    expect(handled.length).toBeGreaterThan(30);
    expect(handled.filter((id) => !known.has(id))).toEqual([]);
  });

  it('refuses an operation claimed by two features', () => {
    const health = features.find((feature) => feature.operations?.getHealth)!;
    const copy: Feature = { name: 'copy', operations: { getHealth: health.operations!.getHealth! } };
    expect(() => operationsOf([health, copy])).toThrow(/getHealth is handled by both system and copy/);
  });
});
