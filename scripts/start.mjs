#!/usr/bin/env node
/**
 * `npm start`: builds the server and the site when a build is missing or older than the sources, then
 * runs the built server (site + API + report workers).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuilt } from "./build-if-needed.mjs";

const serverDir = ensureBuilt({ site: true });
await import(pathToFileURL(path.join(serverDir, "main.js")).href);
