/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import * as lazyIslands from './lazy.client';
import { blockViews } from './views';

describe('the block views', () => {
  it('name every island of lazy.client.tsx in the view of a kind that renders it', () => {
    const named = new Set(Object.values(blockViews).flatMap((view) => view.islands ?? []));
    expect([...named].sort()).toEqual(Object.keys(lazyIslands).sort());
  });
});
