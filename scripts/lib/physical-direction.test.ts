import { describe, expect, it } from 'vitest';
import { findPhysicalDirection } from './physical-direction.mjs';

describe('findPhysicalDirection', () => {
  it.each([
    'className="ml-2"',
    "className='flex mr-4'",
    'className="md:pl-3"',
    'className="pr-[10px]"',
    'className="absolute left-0"',
    'className="-right-2"',
    'className="text-left"',
    'className="text-right"',
    'className="rounded-l-md"',
    'className="rounded-r"',
    'className="border-l-2"',
    'className="border-r"',
    'className="float-left"',
    'className={`gap-2 ml-auto`}',
  ])('flags %s', (source) => {
    expect(findPhysicalDirection(source)).toHaveLength(1);
  });

  it.each([
    'className="ms-2 me-4 ps-3 pe-[10px] start-0 end-2"',
    'className="text-start text-end rounded-s-md rounded-e border-s-2 border-e"',
    'className="rtl:-scale-x-100 inset-x-0 mx-2 px-4"',
    'const html = "unmlisted"; // words that merely contain ml- or left-over text',
  ])('accepts %s', (source) => {
    expect(findPhysicalDirection(source)).toEqual([]);
  });

  it('reports the line of each finding', () => {
    expect(findPhysicalDirection('a\n<div className="ml-2" />\n')).toEqual([{ line: 2, match: 'ml-2' }]);
  });

  it('flags physical CSS properties', () => {
    expect(findPhysicalDirection('.a { margin-left: 4px; }\n.b { right: 0; text-align: left; }', { css: true })).toHaveLength(3);
    expect(findPhysicalDirection('.a { margin-inline-start: 4px; inset-inline-end: 0; }', { css: true })).toEqual([]);
  });
});
