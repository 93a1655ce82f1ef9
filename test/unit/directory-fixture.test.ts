import { describe, expect, it } from 'vitest';
import { FixtureDirectory } from '../../shared/directory/fixture.js';

describe('a directory fixture file', () => {
  it('that does not match the schema is refused at start with the fields named, not a raw validation error', () => {
    const bad = { tenants: { x: { displayName: 5, users: [{}] } } } as unknown as ConstructorParameters<typeof FixtureDirectory>[0];
    expect(() => new FixtureDirectory(bad)).toThrow(
      /^The directory fixture is not valid:[\s\S]*tenants\.x\.displayName[\s\S]*tenants\.x\.users\[0\]\.id/,
    );
  });
});
