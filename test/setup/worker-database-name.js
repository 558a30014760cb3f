/** The database of Jest worker `worker` (1, 2, ...), cloned from the run's migrated `template`. */
export function workerDatabaseName(template, worker) {
  return `${template}_w${worker}`;
}
