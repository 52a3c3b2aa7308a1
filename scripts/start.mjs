#!/usr/bin/env node
/**
 * `npm start`: builds the server and the site when a build is missing or older than the sources, then
 * runs the built server (site + API + report workers) in this process. See launch.mjs for signals.
 */
import { launch } from "./launch.mjs";

await launch({ entry: "main.js", site: true });
