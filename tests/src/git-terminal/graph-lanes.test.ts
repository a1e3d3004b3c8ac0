import { describe, expect, it } from 'vitest';
import { layOutLanes, topologicalOrder } from '../../../src/git-terminal/graph-lanes';

describe('layOutLanes', () => {
  it('keeps a straight history in one lane', () => {
    const rows = layOutLanes([
      { id: 'c', parents: ['b'] },
      { id: 'b', parents: ['a'] },
      { id: 'a', parents: [] },
    ]);
    expect(rows.map((row) => row.lane)).toEqual([0, 0, 0]);
    expect(rows.map((row) => row.after)).toEqual([['b'], ['a'], []]);
  });

  it('opens a lane for a merge’s second parent and closes it where the branches met', () => {
    // m merges f into d; f and d both come from a.
    const rows = layOutLanes([
      { id: 'm', parents: ['d', 'f'] },
      { id: 'd', parents: ['a'] },
      { id: 'f', parents: ['a'] },
      { id: 'a', parents: [] },
    ]);
    expect(rows.map((row) => row.lane)).toEqual([0, 0, 1, 0]);
    expect(rows[0]!.parentLanes).toEqual([0, 1]);
    expect(rows[2]!.after).toEqual(['a']);
    expect(rows[2]!.parentLanes).toEqual([0]);
    expect(rows[3]!.before).toEqual(['a']);
  });

  it('gives two branch tips their own lanes', () => {
    const rows = layOutLanes([
      { id: 'x', parents: ['a'] },
      { id: 'y', parents: ['a'] },
      { id: 'a', parents: [] },
    ]);
    expect(rows.map((row) => row.lane)).toEqual([0, 1, 0]);
    expect(rows[1]!.parentLanes).toEqual([0]);
  });
});

describe('topologicalOrder', () => {
  it('puts every commit above its parents, newest first among those that are free', () => {
    const order = topologicalOrder([
      { id: 'a', parents: [], time: 1 },
      { id: 'f', parents: ['a'], time: 5 },
      { id: 'd', parents: ['a'], time: 3 },
      { id: 'm', parents: ['d', 'f'], time: 4 },
    ]);
    expect(order.map((commit) => commit.id)).toEqual(['m', 'f', 'd', 'a']);
  });
});
