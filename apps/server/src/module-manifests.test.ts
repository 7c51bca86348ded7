import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../test/sql-tables';
import { serverModules } from './modules';

const SRC = fileURLToPath(new URL('.', import.meta.url));

/** The domain events a module's code publishes and subscribes to, by name. */
function eventsInCode(name: string) {
  const text = sourceFiles(join(SRC, 'modules', name))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const names = (pattern: RegExp) =>
    [...new Set([...text.matchAll(pattern)].map((m) => m[1] as string))].sort();
  return {
    publishes: names(/\.publish\(\s*'([\w.-]+)'/g),
    consumes: names(/events\.on\(\s*'([\w.-]+)'/g),
  };
}

describe('module manifests', () => {
  it('have unique names, and declare the events their code publishes and consumes', () => {
    const names = serverModules.map((manifest) => manifest.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    const declared = serverModules.map((manifest) => ({
      name: manifest.name,
      publishes: [...(manifest.events?.publishes ?? [])].sort(),
      consumes: [...(manifest.events?.consumes ?? [])].sort(),
    }));
    const inCode = serverModules.map((manifest) => ({ name: manifest.name, ...eventsInCode(manifest.name) }));
    expect(inCode.some((module) => module.publishes.length > 0 && module.consumes.length > 0)).toBe(true);
    expect(declared).toEqual(inCode);
  });

  it('mount every route plugin under a prefix of the API', () => {
    const prefixes = serverModules.flatMap((manifest) =>
      (manifest.routes ?? []).map((routes) => routes.prefix),
    );
    expect(prefixes.filter((prefix) => !prefix.startsWith('/api'))).toEqual([]);
  });
});
