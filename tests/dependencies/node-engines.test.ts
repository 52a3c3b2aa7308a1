/**
 * Every installed package supports the Node that runs it and the oldest Node the project promises
 * (package.json `engines.node`, the README's "Node.js 20.19 or newer"). npm only warns (EBADENGINE) when
 * a dependency's `engines.node` excludes the running Node, and such packages may crash on Node 20; this
 * turns the warning into a failing test. Reads the installed package.json of every package in the
 * lockfile, with npm's own rule (semver, prereleases included).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

type Semver = {
  satisfies(version: string, range: string, options: { includePrerelease: boolean }): boolean;
  minVersion(range: string): { version: string } | null;
};
const semver = createRequire(import.meta.url)("semver") as Semver;

const root = path.resolve(import.meta.dirname, "../..");
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;

type LockedPackage = { version?: string; optional?: boolean };
type Installed = { where: string; name: string; version: string; nodeRange: string | undefined };

function lockedPackages(): [where: string, locked: LockedPackage][] {
  const lock = readJson(path.join(root, "package-lock.json")) as { packages: Record<string, LockedPackage> };
  return Object.entries(lock.packages).filter(([where]) => where !== "");
}

/** The lockfile's packages that are installed here (optional ones for other platforms are not). */
function installedPackages(): Installed[] {
  return lockedPackages()
    .filter(([where]) => fs.existsSync(path.join(root, where, "package.json")))
    .map(([where]) => {
      const manifest = readJson(path.join(root, where, "package.json")) as { name?: string; version?: string; engines?: { node?: unknown } };
      const nodeRange = manifest.engines?.node;
      return { where, name: manifest.name ?? where, version: manifest.version ?? "?", nodeRange: typeof nodeRange === "string" ? nodeRange : undefined };
    });
}

function excluding(nodeVersion: string): string[] {
  return installedPackages()
    .filter(({ nodeRange }) => nodeRange !== undefined && !semver.satisfies(nodeVersion, nodeRange, { includePrerelease: true }))
    .map(({ where, name, version, nodeRange }) => `${name}@${version} (${where}) requires node ${nodeRange}`);
}

describe("installed packages' engines.node", () => {
  it("are read from the tree the lockfile describes (run `npm ci` when this fails)", () => {
    const installed = new Map(installedPackages().map((item) => [item.where, item.version]));
    const notAsLocked = lockedPackages()
      .filter(([where, locked]) => (installed.has(where) ? installed.get(where) !== locked.version : !locked.optional))
      .map(([where, locked]) => `${where}: locked ${locked.version}, installed ${installed.get(where) ?? "nothing"}`);
    expect(notAsLocked).toEqual([]);
    expect(installed.size).toBeGreaterThan(100);
  });

  it(`all include the running Node (${process.version})`, () => {
    expect(excluding(process.version)).toEqual([]);
  });

  it("all include the oldest Node package.json's engines allow", () => {
    const ours = (readJson(path.join(root, "package.json")) as { engines: { node: string } }).engines.node;
    const oldest = semver.minVersion(ours);
    expect(oldest, `engines.node ${ours}`).not.toBeNull();
    expect(excluding(oldest?.version ?? "")).toEqual([]);
  });
});
