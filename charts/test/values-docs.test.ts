// values.yaml is the chart's interface: every parameter carries a `## @param path description` line
// (Bitnami style), every documented path exists, and values.schema.json knows every parameter.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CHART_DIR } from './helm.ts';
import type { Json } from './chart.ts';

const valuesText = readFileSync(join(CHART_DIR, 'values.yaml'), 'utf8');
const values = parse(valuesText) as Json;
const schema = JSON.parse(readFileSync(join(CHART_DIR, 'values.schema.json'), 'utf8')) as Json;

/** Documented parameters: `## @param a.b.c Description`. */
const params = new Map(
  [...valuesText.matchAll(/^\s*## @param (\S+)(?: (.*))?$/gm)].map((match) => [match[1]!, (match[2] ?? '').trim()]),
);

/** Paths of every value: a non-empty map is descended into, anything else is a leaf. */
function leafPaths(value: Json, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
    return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function hasPath(root: Json, path: string): boolean {
  let node = root;
  for (const key of path.split('.')) {
    if (!node || typeof node !== 'object' || !(key in node)) return false;
    node = node[key];
  }
  return true;
}

/** The schema node describing a values path, following $ref and allOf; undefined when the schema does not declare it. */
function schemaAt(path: string): Json {
  const resolve = (node: Json): Json => {
    if (node?.$ref) return resolve(schema.definitions[String(node.$ref).replace('#/definitions/', '')]);
    if (node?.allOf) return resolve(node.allOf[0]);
    return node;
  };
  let node = resolve(schema);
  for (const key of path.split('.')) {
    if (node?.properties?.[key]) node = resolve(node.properties[key]);
    else if (node?.type === 'object' && node.additionalProperties !== false) return node; // free-form map
    else return undefined;
  }
  return node;
}

describe('values.yaml documentation', () => {
  it('documents every parameter (itself or the map that holds it)', () => {
    const undocumented = leafPaths(values).filter((path) => {
      const parts = path.split('.');
      return !parts.some((_, i) => params.has(parts.slice(0, i + 1).join('.')));
    });
    expect(undocumented).toEqual([]);
  });

  it('documents only parameters that exist, each with a description', () => {
    expect([...params.keys()].filter((path) => !hasPath(values, path))).toEqual([]);
    expect([...params].filter(([, description]) => description.length < 8).map(([path]) => path)).toEqual([]);
  });

  it('has a schema entry for every documented parameter', () => {
    expect([...params.keys()].filter((path) => schemaAt(path) === undefined)).toEqual([]);
  });

  it('closes every object in the schema that the chart fully defines, so typos are refused', () => {
    expect(schema.additionalProperties).toBe(false);
    for (const section of ['web', 'api', 'socket', 'worker', 'migrations', 'config', 'ingress', 'postgresql', 'redis', 'minio']) {
      expect(schemaAt(section)?.additionalProperties, section).toBe(false);
    }
  });
});
