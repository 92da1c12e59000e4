import { describe, expect, it } from 'vitest';
import { installedDriverVersion, nodeNeedsDriver13, sqliteDriverProblem } from './sqlite-driver';

describe('the SQLite driver for this Node', () => {
  it('asks for better-sqlite3 13 from Node 24.19 on, not before', () => {
    expect(nodeNeedsDriver13('v20.20.0')).toBe(false);
    expect(nodeNeedsDriver13('v22.21.1')).toBe(false);
    expect(nodeNeedsDriver13('v24.18.0')).toBe(false);
    expect(nodeNeedsDriver13('v24.19.0')).toBe(true);
    expect(nodeNeedsDriver13('v24.21.0')).toBe(true);
    expect(nodeNeedsDriver13('v25.1.0')).toBe(true);
  });

  it('stops the start with the command that fixes it, and only then', () => {
    expect(sqliteDriverProblem('v20.20.0', '12.11.1')).toBeNull();
    expect(sqliteDriverProblem('v24.21.0', '13.2.0')).toBeNull();
    const problem = sqliteDriverProblem('v24.21.0', '12.11.1');
    expect(problem).toContain('npm install better-sqlite3@13');
    expect(problem).toContain('12.11.1');
  });

  it('reads the installed driver, and it suits the Node running these tests', () => {
    const installed = installedDriverVersion();
    expect(installed).toMatch(/^\d+\.\d+\.\d+/);
    expect(sqliteDriverProblem(process.version, installed)).toBeNull();
  });
});
