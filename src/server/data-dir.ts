/**
 * DATA_DIR holds the SQLite file, the e-mail outbox and the generated APP_SECRET. Checked before
 * anything is opened, so a wrong DATA_DIR stops start-up with one line naming the variable and the path
 * (like every other configuration error) instead of a library's error about some file inside it.
 */
import fs from "node:fs";
import path from "node:path";
import { ConfigError, type Config } from "./config";

const reason = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));

export function prepareDataDir(config: Pick<Config, "dataDir">): void {
  const dir = config.dataDir;
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(dir, { throwIfNoEntry: false });
  } catch (error) {
    throw new ConfigError(`Invalid configuration: DATA_DIR ${dir} cannot be created (${reason(error)})`);
  }
  if (stat && !stat.isDirectory()) throw new ConfigError(`Invalid configuration: DATA_DIR must be a directory, but ${dir} is a file`);
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new ConfigError(`Invalid configuration: DATA_DIR ${dir} cannot be created (${reason(error)})`);
  }
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    fs.writeFileSync(probe, "");
    fs.rmSync(probe, { force: true });
  } catch (error) {
    throw new ConfigError(`Invalid configuration: DATA_DIR ${dir} is not writable (${reason(error)})`);
  }
}

/** The SQLite file in DATA_DIR could not be opened for writing: the same kind of one-line error. */
export function sqliteFileError(file: string, error: unknown): ConfigError {
  const message = error instanceof Error ? error.message : String(error);
  return new ConfigError(`Invalid configuration: DATA_DIR database file ${file} cannot be opened for writing (${message})`);
}
